## Benachrichtigungen: Erinnerungen, die tägliche Übersicht, kurz vor dem Zeitverlust

cmd-preferences-reminders = Wann du an einen wartenden Zug (ab einer Stunde) erinnert wirst (Standard: ein Viertel übrig)
cmd-preferences-reminders-none = nie
cmd-preferences-reminders-half = nach der halben Zeit
cmd-preferences-reminders-quarter-left = wenn ein Viertel übrig ist
cmd-preferences-reminders-hour-left = wenn eine Stunde übrig ist
cmd-preferences-reminders-half-and-quarter-left = nach der halben Zeit und wenn ein Viertel übrig ist
cmd-preferences-reminders-half-and-hour-left = nach der halben Zeit und wenn eine Stunde übrig ist
cmd-preferences-reminders-quarter-and-hour-left = wenn ein Viertel und wenn eine Stunde übrig ist
cmd-preferences-reminders-all = nach der halben Zeit, wenn ein Viertel und wenn eine Stunde übrig ist
cmd-preferences-digest = Eine tägliche DM mit den Partien, in denen du am Zug bist (nur wenn es eine gibt)
cmd-preferences-digest-hour = Die Stunde deiner täglichen Übersicht, 0–23, in deiner Zeitzone (schaltet sie ein)
cmd-preferences-timezone = Deine Zeitzone: ein UTC-Versatz wie +02:00 oder ein Name wie Europe/Berlin
cmd-preferences-about-to-lose = Eine DM eine Stunde bevor du eine Partie auf Zeit verlieren würdest (Standard: an)

notifications-with-preferences = { $preferences }
    { $notifications }
notifications-summary = { $reminders } { $digest } { $about_to_lose }{ $closed }
notifications-point-half = nach der halben Zeit
notifications-point-quarter-left = wenn ein Viertel der Zeit übrig ist
notifications-point-hour-left = wenn eine Stunde übrig ist
notifications-reminders-none = Du bekommst keine Erinnerungen an wartende Züge.
notifications-reminders-one = An einen wartenden Zug von einer Stunde oder mehr wirst du { $first } erinnert.
notifications-reminders-two = An einen wartenden Zug von einer Stunde oder mehr wirst du { $first } und { $second } erinnert.
notifications-reminders-three = An einen wartenden Zug von einer Stunde oder mehr wirst du { $first }, { $second } und { $third } erinnert.
notifications-digest-at = Eine tägliche Übersicht kommt per DM um { $hour } ({ $timezone }), wenn ein Zug auf dich wartet.
notifications-digest-off = Keine tägliche Übersicht.
notifications-about-to-lose-on = Eine Stunde bevor du eine Partie auf Zeit verlieren würdest, sagt es dir eine DM.
notifications-about-to-lose-off = Keine DM, bevor du eine Partie auf Zeit verlieren würdest.
notifications-dms-open = {""}
notifications-dms-closed = {" "}Deine DMs waren für den Bot geschlossen: Er schickt dir keine, bis du deine Einstellungen änderst (wie jetzt, falls du sie geöffnet hast).
notifications-bad-hour = Die Stunde der Übersicht ist eine Zahl von 0 bis 23. Nichts wurde geändert.
notifications-bad-timezone = „{ $timezone }“ ist keine Zeitzone, die ich kenne. Schreib einen UTC-Versatz wie +02:00 oder -05:30 oder einen Namen wie Europe/Berlin oder America/New_York. Nichts wurde geändert.
notifications-digest = Deine tägliche Übersicht: Du bist am Zug in { $count ->
        [one] einer Partie
       *[other] { $count } Partien
    }.
notifications-digest-more = … und { $count ->
        [one] einer weiteren: /games mine zeigt sie.
       *[other] { $count } weiteren: /games mine zeigt sie.
    }
notifications-about-to-lose = Deine { $game }-Partie in { $channel } ist { $when } auf Zeit verloren, wenn du nicht ziehst. Spiel dort: ein Knopf unter ihrem letzten Brett, oder /board.
