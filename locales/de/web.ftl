# The public web pages.
web-live-link = Laufende Partien
web-back-to-leaderboard = Zurück zur Rangliste
web-player-title = { $name }
web-player-ratings = Wertungen
web-player-rank = Platz { $place } von { $players }
web-player-record = Bilanz
web-player-wld = { $wins } gewonnen, { $losses } verloren, { $draws } remis
web-player-chart = { $game }-Wertung nach { $games ->
        [one] der letzten gewerteten Partie
       *[other] jeder der letzten { $games } gewerteten Partien
    }, von { $first } ({ $from }) bis { $last } ({ $to })
web-player-no-history = Noch kein Wertungsverlauf: Er wird ab der nächsten gewerteten Partie festgehalten.
web-player-no-ratings = Noch keine gewerteten Partien auf diesem Server.
web-player-recent = Letzte Partien
web-player-no-games = Noch keine beendeten Partien auf diesem Server.
web-game-column = Partie
web-opponent = Gegner
web-result = Ergebnis
web-date = Datum
web-live-title = Laufende Partien
web-live-empty = Auf diesem Server läuft gerade keine Partie.
web-live-more = Gezeigt werden die ältesten { $shown } von { $total } laufenden Partien.
web-players = Spieler
web-moves-played = Gespielte Züge
web-to-move = Am Zug
button-web-page = Im Web ansehen
button-watch-live = Live zuschauen
button-live-board-players = Live-Brett (Spieler)
web-analysis = Die Analyse der KI
web-analysis-alt = Diagramm der Gewinnchance des ersten Spielers nach jedem Zug, wie die KI sie einschätzt, mit Ringen um die teuren Züge
web-analysis-legend = Teure Züge sind in der Zugliste markiert:
web-inaccuracy = Ungenauigkeit
web-mistake = Fehler
web-blunder = grober Fehler
web-mark-best = { $class }; die KI hätte { $best } gespielt

## Tournament pages
web-tournament-title = Turnier #{ $number }: { $game }
web-tournament-signup = Anmeldung offen
web-tournament-running = Läuft
web-tournament-standings = Tabelle
web-tournament-points = Punkte
web-tournament-buchholz = Buchholz ohne Streichwert
web-tournament-sonneborn-berger = Sonneborn-Berger
web-tournament-direct = Direkter Vergleich
web-tournament-withdrawn = zurückgezogen
web-tournament-round = Runde { $round }
web-tournament-games = Partien
web-privacy-link = Datenschutz
web-privacy-title = Deine Daten
web-privacy-what-heading = Was boardbot speichert
web-privacy-what = Zu jeder Partie: Server und Kanal, das Spiel und seine Optionen, die Discord-IDs und Anzeigenamen beider Spieler, jeden Zug mit seiner Zeit und das Ergebnis. Zu jedem Spieler: seine Wertung in jedem Spiel jedes Servers und ihren Verlauf, seine Turnieranmeldungen, die Turniere, die er ausgerichtet hat, seine Herausforderungs-Einstellungen (Sperren, ob er Herausforderungen annimmt, abgelehnte Herausforderungen) und die gewählte Farbpalette. Zu jedem Server: seine Einstellungen, gewählt von seinen Moderatoren. Sonst nichts: keine Nachrichten, keine E-Mail-Adresse, keine IP-Adresse wird gespeichert (die Seiten zählen Anfragen pro Adresse nur im Arbeitsspeicher, um Missbrauch zu begrenzen).
web-privacy-why-heading = Wozu
web-privacy-why = Um Partien auszurichten (jeden Zug zu prüfen und jede Partie nach einem Neustart fortzusetzen), Spieler zu werten und zu ranken, Turniere durchzuführen, Spieler vor unerwünschten Herausforderungen zu schützen und, wo die Moderatoren eines Servers es wollen, seine Partien und Ranglisten auf diesen Seiten zu zeigen.
web-privacy-how-long-heading = Wie lange
web-privacy-how-long = Partien, Wertungen und Turniere bleiben, solange der Bot die Partien eines Servers ausrichtet: Sie sind die gemeinsame Geschichte seiner Spieler. Verlässt der Bot einen Server, werden dessen Einstellungen nach 30 Tagen gelöscht; seine Partien bleiben in der Geschichte ihrer Spieler. Die Daten einer Person verschwinden, wenn sie sie löscht.
web-privacy-yours-heading = Mitnehmen oder löschen
web-privacy-yours = In Discord schickt dir /privacy export alles, was über dich gespeichert ist, als JSON-Datei, die nur du siehst. /privacy delete (nach einer Rückfrage) gibt deine laufenden Partien auf, ersetzt in beendeten Partien deine ID und deinen Namen durch ein anonymes Pseudonym, damit deine Gegner ihre Partien und Wertungen behalten, und entfernt deine Wertungen, ihren Verlauf, deine Einstellungen und deine Herausforderungs-Einstellungen, alles auf einmal.
web-privacy-pages-heading = Diese Seiten
web-privacy-pages = Die Seiten eines Servers gibt es nur, solange seine Moderatoren sie eingeschaltet haben. Die Namen der Spieler stehen so da, wie sie in der Partie hießen. Die Seiten laden nichts von anderen Websites. Cookies setzen sie nur, wenn du dich mit Discord anmeldest (hier oder in der Activity): eines, das sagt, wer du bist, für 30 Tage, dessen Schlüssel der Bot nur als Hash speichert; Abmelden löscht es, ebenso /privacy delete. In der Activity einer DM oder Gruppen-DM wird vermerkt, bei welchen Partien anderer du zuschauen durftest (deine ID und die Partie), bis /privacy delete. Sonst wird nichts über deine Besuche gespeichert.

## Seasons on the web
web-season-title = { $game } — { $season }
web-seasons = Saisons
web-all-time = Gesamt
web-season-champion = Saison-Champion: { $name } ({ $rating })
web-player-titles = Titel
web-player-title-line = Champion der Saison { $number } in { $game } ({ $date })
web-player-achievements = Erfolge

## Live pages
web-live-watch-column = Zuschauen
web-live-watch = Live zuschauen
web-live-game-title = { $game }: { $first } gegen { $second } (live)
web-live-over = Die Partie ist vorbei: Lade die Seite neu, um sie vollständig zu sehen.
web-live-rematch-offered = { $from } bietet { $to } eine Revanche an.
web-live-rematch-started = Die Revanche hat begonnen.
web-live-next-game = In diesem Kanal hat eine neue Partie begonnen.
web-live-noscript = Das ist das Brett beim Laden der Seite: Lade neu für den neuesten Stand, oder erlaube Skripte, um jeden Zug live zu verfolgen.
web-live-clock = Uhr
web-live-turn-clock = Dieser Zug
# Units of time left in a game of days a move: "2 d 23 h".
web-live-unit-day = T.
web-live-unit-hour = Std.
web-live-to-move = Am Zug
web-live-score = Punkte
web-live-last-move = Letzter Zug:
web-live-no-move-yet = Noch kein Zug.
web-live-type-move = Zug eintippen
web-live-watching = Schauen gerade zu:

## Signing in
web-log-in = Mit Discord anmelden
web-log-out = Abmelden
web-log-out-everywhere = Überall abmelden
web-signed-in-as = Angemeldet als { $name }.
web-your-page = Deine Seite
web-your-page-alt = Deine Seite dieser Partie, die nur du siehst.
web-sign-in-failed-title = Die Anmeldung hat nicht geklappt
web-sign-in-failed = Discord hat nicht bestätigt, wer du bist, oder die Anmeldung hat zu lange gedauert. Bitte versuch es noch einmal.
web-forbidden-title = Nicht erlaubt
web-forbidden = Das darfst du hier nicht sehen oder tun.
web-too-large-title = Zu groß
web-too-large = Diese Anfrage war größer, als diese Seite annimmt.
web-body-timeout-title = Anfrage abgebrochen
web-body-timeout = Dein Browser hat die Anfrage nicht vollständig gesendet. Bitte versuche es noch einmal.

## Moves on the web
web-move-team-game = Über eine Teampartie wird in ihrem Kanal abgestimmt, nicht im Web.
web-your-move = Dein Zug
web-move-label = Zug
web-play = Ziehen
web-move-too-fast = Nicht so schnell: ein Zug nach dem anderen.
web-activity-title = boardbot
web-activity-loading = Verbindung mit Discord wird hergestellt …
web-activity-noscript = Das Brett in Discord braucht Skripte.
web-activity-failed = Beim Öffnen des Bretts ist etwas schiefgegangen. Bitte schließe die Aktivität und versuche es noch einmal.
web-activity-outside-discord = Öffne diese Aktivität in Discord, in einem Sprachkanal oder einer Unterhaltung.
web-activity-missing-title = Die Aktivität ist nicht bereit
web-activity-missing = Das Brett in Discord ist auf diesem Server noch nicht eingerichtet: Sein Skript wurde nicht gebaut, oder die Anmeldung mit Discord ist nicht konfiguriert. Die Webseiten und der Bot funktionieren wie gewohnt.
web-activity-sign-in-failed = Discord hat nicht bestätigt, wer du bist. Bitte schließe die Aktivität und öffne sie erneut.
web-activity-sign-in-first = Bitte melde dich zuerst mit Discord an: Öffne die Aktivität erneut.
web-activity-no-channel = Diese Aktivität wurde außerhalb eines Kanals geöffnet, daher gibt es kein Spiel zu zeigen.
web-activity-designed-elsewhere = Ein in einer Regeldatei entworfenes Spiel kann nicht aus der Aktivität gestartet werden: Fordere jemanden in Discord mit /play dazu heraus, dann öffnet sich sein Brett hier, sobald das Spiel begonnen hat.
web-activity-no-pages = Dieser Server zeigt seine Spiele nicht im Web, daher kann das Brett hier nicht geöffnet werden. Eine Moderatorin oder ein Moderator kann das mit /settings public_pages:True einschalten.
web-activity-players-only = Außerhalb eines Servers können nur die Spieler der Partie dieses Kanals und wer laut Discord mit ihnen in dieser Aktivität ist ihr Brett hier öffnen.
web-activity-challenge-waiting = In diesem Kanal wartet eine Herausforderung auf ihre Annahme: Das Brett öffnet sich, sobald das Spiel begonnen hat.
web-activity-no-game = In diesem Kanal läuft kein Spiel.
web-activity-open = Deine laufenden Spiele auf diesem Server:
web-activity-start = Hier ein Spiel gegen die KI beginnen:
web-activity-not-here = Discord hat nicht bestätigt, dass du in diesem Kanal in dieser Aktivität bist, daher wurde kein Spiel begonnen. Bitte öffne die Aktivität hier erneut.
web-activity-not-in-instance = Discord hat nicht bestätigt, dass du in diesem Kanal in dieser Aktivität bist. Bitte öffne die Aktivität hier erneut.
web-activity-slow-down = Zu viele Anfragen auf einmal: Bitte warte ein paar Sekunden und versuche es erneut.
web-activity-discord-busy = Discord ist gerade ausgelastet: Bitte versuche es in ein paar Sekunden erneut.
