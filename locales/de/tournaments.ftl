# Tournaments: sign-up, pairings, standings and their refusals.

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
