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
