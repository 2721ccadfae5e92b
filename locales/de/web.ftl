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
