# The public web pages.
web-live-link = Games in progress
web-back-to-leaderboard = Back to the leaderboard
web-player-title = { $name }
web-player-ratings = Ratings
web-player-rank = #{ $place } of { $players }
web-player-record = Record
web-player-wld = { $wins } won, { $losses } lost, { $draws } drawn
web-player-chart = { $game } rating after { $games ->
        [one] the last rated game
       *[other] each of the last { $games } rated games
    }, from { $first } ({ $from }) to { $last } ({ $to })
web-player-no-history = No rating history yet: it is kept from the next rated game on.
web-player-no-ratings = No rated games on this server yet.
web-player-recent = Recent games
web-player-no-games = No finished games on this server yet.
web-game-column = Game
web-opponent = Opponent
web-result = Result
web-date = Date
web-live-title = Games in progress
web-live-empty = No games are in progress on this server.
web-live-more = The oldest { $shown } of { $total } games in progress are shown.
web-players = Players
web-moves-played = Moves played
web-to-move = To move
button-web-page = View on the web
web-analysis = The AI's analysis
web-analysis-alt = Chart of the first player's chance to win after every move, as the AI judged it, with rings on the costly moves
web-analysis-legend = Costly moves are marked in the move list:
web-inaccuracy = inaccuracy
web-mistake = mistake
web-blunder = blunder
web-mark-best = { $class }; the AI would have played { $best }

## Tournament pages
web-tournament-title = Tournament #{ $number }: { $game }
web-tournament-signup = Taking sign-ups
web-tournament-running = In progress
web-tournament-standings = Standings
web-tournament-points = Points
web-tournament-buchholz = Buchholz cut 1
web-tournament-sonneborn-berger = Sonneborn-Berger
web-tournament-direct = Direct encounter
web-tournament-withdrawn = withdrawn
web-tournament-round = Round { $round }
web-tournament-games = Games
