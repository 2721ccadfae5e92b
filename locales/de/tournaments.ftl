# Tournaments: sign-up, pairings, standings and their refusals.

## The host's answers about tournaments
tournament-time-clock = Uhr { $clock }
tournament-time-turn = { $time } pro Zug
tournament-format-swiss = Schweizer System, { $rounds ->
    [one] eine Runde
   *[other] { $rounds } Runden
}
tournament-format-round-robin = Rundenturnier
tournament-format-double-round-robin = Doppelrundenturnier
tournament-format-arena = Arena, { $minutes } Minuten
tournament-unknown = Dieser Server hat kein Turnier Nummer { $number }.
tournament-organizers-only = Das kann nur die Turnierleitung oder ein Mitglied mit „Events verwalten“ oder „Server verwalten“.
tournament-create-organizers-only = Um ein Turnier anzulegen, brauchst du die Berechtigung „Events verwalten“ oder „Server verwalten“.
tournament-needs-threads = Jede Turnierpartie wird in einem eigenen Thread gespielt, und ich darf hier keine öffentlichen Threads erstellen. Bitte gib mir in diesem Kanal die Berechtigung „Öffentliche Threads erstellen“.
tournament-option-is-personal = Die Option `{ $key }` gehört jedem Spieler selbst und kann nicht für ein ganzes Turnier gesetzt werden.
tournament-arena-too-slow = Eine Arena wird schnell gespielt: eine Uhr von höchstens { $clock } (z. B. `clock=3+2`) oder höchstens { $time } pro Zug.
tournament-start-range = Der Start darf höchstens { $days } Tage entfernt sein.
tournament-max-players-range = Ein Turnier hat zwischen 2 und { $max } Spieler.
tournament-bye-points = Ein Freilos ist 1, 0.5 oder 0 Punkte wert.
tournament-no-bots = Bots können nicht an Turnieren teilnehmen.
tournament-join-closed = Dieses Turnier hat begonnen und nimmt keine Spieler mehr auf.
tournament-over = Dieses Turnier ist vorbei.
tournament-already-in = Du bist bereits für dieses Turnier angemeldet.
tournament-withdrawn = Du hast dich von diesem Turnier zurückgezogen und kannst nicht zurückkehren.
tournament-full = Dieses Turnier ist voll ({ $max } Spieler).
tournament-not-in = Du bist für dieses Turnier nicht angemeldet.
tournament-player-not-in = Dieser Spieler ist nicht in diesem Turnier.
tournament-already-started = Dieses Turnier hat bereits begonnen.
tournament-too-few-to-start = Ein Turnier dieser Art braucht mindestens { $min } Spieler, um zu beginnen.
tournament-changed-meanwhile = Das Turnier hat sich gerade geändert; bitte versuche es noch einmal.
tournament-rounds-range = Ein Turnier im Schweizer System hat zwischen 1 und { $max } Runden.
tournament-minutes-range = Eine Arena dauert zwischen { $min } und { $max } Minuten.
tournament-thread-name = Runde { $round }: { $first } gegen { $second }
tournament-adjust-reason = Bitte gib einen Grund an (bis zu 200 Zeichen), um ein Ergebnis zu ändern.
tournament-no-such-game = Partie { $number } gehört nicht zu diesem Turnier.
tournament-game-still-played = Diese Partie läuft noch; ihr Ergebnis kann geändert werden, wenn sie beendet ist.
tournament-pause-arena-only = Nur in einer Arena kann man pausieren.

## Pictures: text drawn into the standings picture (src/render/tournament.rs)

tournament-picture-title = { $game } · { $format }
tournament-picture-format-swiss = Schweizer System
tournament-picture-format-round-robin = Rundenturnier
tournament-picture-format-double-round-robin = Doppelrundenturnier
tournament-picture-format-arena = Arena
tournament-picture-round = Runde { $round } von { $rounds }
tournament-picture-minutes-left = { $minutes ->
        [one] noch 1 Minute
       *[other] noch { $minutes } Minuten
    }
tournament-picture-time-up = Die Zeit ist um: die letzten Partien laufen noch
tournament-picture-standings = Tabelle
tournament-picture-final = Endstand
tournament-picture-rank = Platz
tournament-picture-player = Spieler
tournament-picture-points = Punkte
tournament-picture-buchholz = Buchholz −1
tournament-picture-sonneborn-berger = Sonneborn-Berger
tournament-picture-direct-encounter = Direkter Vergleich
tournament-picture-rating = Wertung
tournament-picture-games = Partien
tournament-picture-withdrawn = zurückgezogen
tournament-picture-missed-rounds = { $rounds ->
        [one] 1 Runde verpasst
       *[other] { $rounds } Runden verpasst
    }
tournament-picture-decimal = { $whole },{ $tenths }
tournament-picture-podium-points = { $count ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tournament-picture-more = … und { $count } weitere
tournament-picture-round-games = Paarungen der Runde { $round }
tournament-picture-arena-games = Laufende Partien
tournament-picture-result-playing = läuft
tournament-picture-result-void = annulliert
tournament-picture-bye = Freilos:
tournament-picture-on-fire = in Serie: der nächste Sieg zählt doppelt
# end of pictures

## Discord: the /tournament command, the sign-up message and what the bot posts
cmd-tournament = Turniere: Schweizer System, Rundenturnier und Arena, hier gespielt
cmd-tournament-create = Turnierleitung: ein Turnier in diesem Kanal anlegen
cmd-tournament-create-game = Das Spiel, in dem jede Runde gespielt wird
cmd-tournament-create-format = Schweizer System, Rundenturnier (einfach oder doppelt) oder Arena
cmd-tournament-create-format-swiss = Schweizer System
cmd-tournament-create-format-round-robin = Rundenturnier
cmd-tournament-create-format-double-round-robin = Doppelrundenturnier
cmd-tournament-create-format-arena = Arena
cmd-tournament-create-rounds = Schweizer System: wie viele Runden (Standard 5)
cmd-tournament-create-minutes = Arena: wie lange sie läuft, in Minuten (Standard 60)
cmd-tournament-create-time = Zeit pro Zug (z. B. 10m) oder eine Uhr (z. B. clock=5+3)
cmd-tournament-create-starts = Wann es beginnt, z. B. 30m, 2h oder now (Standard 15m)
cmd-tournament-create-rated = Ob die Partien gewertet werden (Standard ja)
cmd-tournament-create-max-players = Höchstzahl der Spieler
cmd-tournament-create-bye = Was ein Freilos wert ist (Standard 1 Punkt)
cmd-tournament-create-bye-one = 1 Punkt
cmd-tournament-create-bye-half = ½ Punkt
cmd-tournament-create-bye-zero = 0 Punkte
cmd-tournament-create-options = Spieloptionen für jede Partie, z. B. turns=20
cmd-tournament-join = Einem Turnier beitreten
cmd-tournament-join-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-leave = Ein Turnier verlassen (wenn es läuft: zurückziehen)
cmd-tournament-leave-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-start = Turnierleitung: das Turnier jetzt starten
cmd-tournament-start-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-cancel = Turnierleitung: das Turnier absagen
cmd-tournament-cancel-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-remove = Turnierleitung: einen Spieler entfernen (seine laufende Partie ist verloren)
cmd-tournament-remove-player = Der zu entfernende Spieler
cmd-tournament-remove-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-adjust = Turnierleitung: das Ergebnis einer Turnierpartie mit Begründung festlegen
cmd-tournament-adjust-game = Die Nummer der Partie
cmd-tournament-adjust-result = Das einzutragende Ergebnis
cmd-tournament-adjust-result-first-wins = Erster Spieler gewinnt
cmd-tournament-adjust-result-second-wins = Zweiter Spieler gewinnt
cmd-tournament-adjust-result-draw = Remis
cmd-tournament-adjust-result-void = Kein Ergebnis
cmd-tournament-adjust-reason = Warum (wird beim Ergebnis gezeigt)
cmd-tournament-adjust-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-pause = Arena: eine Pause von der Paarung nehmen
cmd-tournament-pause-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-resume = Arena: wieder gepaart werden
cmd-tournament-resume-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-standings = Der aktuelle Tabellenstand, nur für dich
cmd-tournament-standings-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-pairings = Wer in der aktuellen Runde gegen wen spielt
cmd-tournament-pairings-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
cmd-tournament-info = Was ein Turnier ist: Spiel, Format, Zeit, Start, Spieler
cmd-tournament-info-number = Die Nummer des Turniers (Standard: das aktuelle dieses Servers)
tournament-bad-time = Die Zeit `{ $time }` verstehe ich nicht: gib eine Zeit pro Zug wie `10m` oder eine Uhr wie `clock=5+3` an.
tournament-bad-start = Den Start `{ $start }` verstehe ich nicht: sag, wie lange es bis zum Start dauert, etwa `30m` oder `2h`, oder `now`.
tournament-joined = Du bist in Turnier #{ $number }. Viel Glück!
tournament-left = Du hast Turnier #{ $number } verlassen.
tournament-starting = Turnier #{ $number } beginnt jetzt.
tournament-cancelled = Turnier #{ $number } ist abgesagt. Laufende Partien enden ohne Ergebnis.
tournament-removed = Der Spieler ist aus Turnier #{ $number } entfernt.
tournament-adjusted = Das Ergebnis von Partie { $game } ist geändert: { $reason }
tournament-paused = Du pausierst in Turnier #{ $number }: keine neuen Partien, bis du `/tournament resume` nutzt.
tournament-resumed = Du bist zurück in Turnier #{ $number }: du wirst gepaart, sobald jemand frei ist.
tournament-none-here = Dieser Server hat noch kein Turnier. Die Turnierleitung kann eines mit `/tournament create` anlegen.
tournament-no-players-yet = noch niemand
tournament-starts-at = Beginnt { $when }
tournament-running = Läuft: Runde { $round }
tournament-finished-state = Beendet
tournament-cancelled-state = Abgesagt
tournament-rated = gewertet
tournament-casual = ungewertet
tournament-signup = **Turnier #{ $number }: { $game }**
    { $format } · { $time } · { $rated }
    { $state }
    Spieler ({ $count }/{ $max }): { $players }
button-tournament-join = Beitreten
button-tournament-leave = Verlassen
tournament-standings-round = Turnier #{ $number }: Stand nach Runde { $round } von { $rounds }
tournament-final-standings = Turnier #{ $number }: Endstand
tournament-standings = Turnier #{ $number }: Stand
# The standings picture in words, for screen readers (src/discord/tournaments/alt_text.rs)
tournament-standings-alt = Tabelle von Turnier #{ $number } ({ $game }, { $format }): { $progress }.
tournament-standings-alt-ranking = Rangliste: { $rows }.
tournament-standings-alt-row = { $rank }. { $name }, { $points }{ $state ->
        [withdrawn] , zurückgezogen
        [on-fire] , in Serie
       *[in] {""}
    }
tournament-standings-alt-nobody = Noch steht niemand in der Tabelle.
tournament-standings-alt-games = { $heading }: { $games }.
tournament-standings-alt-game = { $first } gegen { $second }: { $result }
tournament-standings-alt-won = { $name } hat gewonnen
tournament-standings-alt-draw = Remis
tournament-standings-alt-bye = Spielfrei: { $name }.
tournament-no-pairings = Zurzeit sind keine Partien gepaart.
tournament-result-playing = läuft
tournament-result-void = kein Ergebnis
tournament-bye = { $name } hat spielfrei.
tournament-started = Turnier #{ $number } hat mit { $count } Spielern begonnen. Die Partien öffnen sich in Threads dieses Kanals.
tournament-cancelled-too-few = Turnier #{ $number } ist abgesagt: zu wenige Spieler.
tournament-winner = 🏆 Turnier #{ $number } ist vorbei. Sieger: **{ $winner }** · 2.: { $second } · 3.: { $third }
tournament-threads-missing = Turnier #{ $number } kann keine Threads für seine Partien öffnen: mir fehlt in diesem Kanal die Berechtigung „Öffentliche Threads erstellen“. Die Partien beginnen, sobald ich sie habe.
tournament-game-ping = { $first } gegen { $second }: eure Turnierpartie ist bereit. { $first } zieht zuerst.

## Rules: the Tournaments section of every rule book
rules-tournaments =
    ## Turniere
    - **Ausrichten.** Mitglieder mit „Events verwalten“ oder „Server verwalten“ legen mit `/tournament create` ein Turnier an: Spiel, Format (Schweizer System, Rundenturnier, Doppelrundenturnier oder Arena), Runden oder Minuten, die Zeit (`10m` pro Zug oder eine Uhr wie `clock=5+3`; ohne Angabe 10 Minuten pro Zug), den Start (ohne Angabe 15 Minuten nach dem Anlegen), gewertet oder ungewertet, die Höchstzahl der Spieler, den Wert eines Freiloses und Spieloptionen (nie die eines einzelnen Spielers, etwa eine Seite in Cross Words Combat). Die Turnierleitung, oder wer Events verwalten darf, kann es früher starten, absagen (laufende Partien enden ohne Ergebnis), Spieler entfernen und das Ergebnis einer Partie mit Begründung festlegen, die gespeichert und gezeigt wird.
    - **Teilnehmen.** Spieler melden sich selbst mit dem Knopf „Beitreten“ oder `/tournament join` an; niemand wird von anderen angemeldet. Die Anmeldung schließt mit dem Start. Ein Turnier im Schweizer System nimmt Nachzügler auf, bis die zweite Runde gepaart ist (für verpasste Runden gibt es keine Punkte), eine Arena bis zu ihrem Ende, ein Rundenturnier nie. Ein Turnier beginnt mit mindestens 2 Spielern (3 im Schweizer System), sonst wird es abgesagt.
    - **Die Partien.** Jede Partie ist eine gewöhnliche Partie des Bots, in einem eigenen Thread des Turnierkanals, beide Spieler werden erwähnt; Zugzeit, Uhren, Aufgeben und Remis funktionieren wie überall. Wer nicht rechtzeitig zieht, verliert, auch bevor beide gezogen haben: im Turnier wird deshalb keine Partie abgebrochen. Eine von der Moderation abgebrochene Partie hat kein Ergebnis. Wer das Turnier verlässt oder entfernt wird, verliert die laufende Partie und wird nicht mehr gepaart; im Rundenturnier gelten seine späteren Partien als verloren, ohne gespielt zu werden.
    - **Schweizer System.** Jede Runde wird gepaart, sobald alle Partien der vorigen beendet sind, über das ganze Feld auf einmal: niemand trifft zweimal denselben Gegner, bekommt ein zweites Freilos, spielt dreimal hintereinander auf demselben Platz oder hat zwei Partien mehr auf einem Platz als auf dem anderen, wann immer eine Paarung das vermeidet; dann treffen Spieler auf Gegner mit der nächsten Punktzahl, die Plätze werden ausgeglichen, und der höher Bewertete bekommt den Platz, der ihm zusteht. Bei ungerader Spielerzahl hat der am niedrigsten platzierte Spieler ohne Freilos eines (1 Punkt, außer die Turnierleitung sagt ½ oder 0). Ein Sieg zählt 1 Punkt, ein Remis ½.
    - **Feinwertungen** (Schweizer System und Rundenturnier), in dieser Reihenfolge: Buchholz ohne schlechtesten Wert (die Summe der Punkte der Gegner ohne die niedrigste), Sonneborn-Berger (die Punkte der besiegten Gegner plus die Hälfte der Punkte der remis gehaltenen), direkter Vergleich (Punkte gegen die punktgleichen Spieler), dann die Wertungszahl. Eine Runde ohne ausgespielte Partie (Freilos, Partie ohne Ergebnis, verpasste Runde) zählt bei Buchholz wie ein Gegner mit den eigenen Punkten und bei Sonneborn-Berger nichts. Der direkte Vergleich entscheidet nur, wenn alle punktgleichen Spieler gegeneinander gespielt haben.
    - **Rundenturnier.** Nach den Berger-Tabellen: jeder trifft jeden einmal (zweimal mit getauschten Plätzen im Doppelrundenturnier); bei ungerader Spielerzahl hat in jeder Runde ein Spieler spielfrei.
    - **Arena.** Sie läuft ihre Minuten lang. Wer frei ist (und nicht mit `/tournament pause` pausiert), wird sofort mit dem freien Spieler der nächsten Punktzahl, dann Wertungszahl, gepaart, aber nie mit dem gerade gespielten Gegner. Ein Sieg zählt 2 Punkte, ein Remis 1; ab dem dritten Sieg in Folge zählt jeder Sieg 4, bis eine Partie nicht gewonnen wird (🔥 in der Tabelle). Eine Arena wird schnell gespielt: eine Uhr von höchstens 10+10 oder höchstens 5 Minuten pro Zug. Ist die Zeit um, beginnt keine neue Partie; laufende Partien werden beendet und zählen.
    - **Tabellen** werden nach jeder Runde (in einer Arena alle 5 Minuten) und am Ende mit dem Siegertreppchen als Bild gepostet; `/tournament standings` zeigt sie jederzeit nur dir.
