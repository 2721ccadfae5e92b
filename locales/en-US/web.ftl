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
button-watch-live = Watch live
button-live-board-players = Live board (players)
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
web-privacy-link = Privacy
web-privacy-title = Your data
web-privacy-what-heading = What boardbot keeps
web-privacy-what = For each game: its server and channel, the game and its options, both players' Discord ids and display names, every move with its time, and the result. For each player: their rating in each game of each server and its history, their tournament entries, the tournaments they organized, their challenge settings (blocks, whether they take challenges, declined challenges) and the palette they chose. For each server: its settings, chosen by its moderators. Nothing else: no messages, no email address, no IP address is stored (the pages count requests per address in memory only, to limit abuse).
web-privacy-why-heading = Why
web-privacy-why = To host games (to check every move and resume every game after a restart), to rate and rank players, to run tournaments, to protect players from unwanted challenges, and, where a server's moderators chose it, to show its games and leaderboards on these pages.
web-privacy-how-long-heading = For how long
web-privacy-how-long = Games, ratings and tournaments are kept for as long as the bot hosts a server's games: they are its players' shared history. When the bot leaves a server, that server's settings are deleted after 30 days; its games stay in their players' histories. A person's data goes when they erase it.
web-privacy-yours-heading = Taking it with you, or erasing it
web-privacy-yours = In Discord, /privacy export sends you everything kept about you as a JSON file only you see. /privacy delete (after a confirm step) resigns your games in progress, replaces your id and name with an anonymous pseudonym in finished games, so your opponents keep their games and ratings, and removes your ratings, their history, your preferences and your challenge settings, all at once.
web-privacy-pages-heading = These pages
web-privacy-pages = A server's pages exist only while its moderators have turned them on. Players' names are shown as they were in the game. The pages load nothing from other sites. They set cookies only when you log in with Discord (here or in the Activity): one that says who you are, for 30 days, whose token the bot keeps only as a hash; logging out deletes it, and so does /privacy delete. In a DM's or group DM's Activity, the games of others that you were let in to watch are noted (your id and the game) until /privacy delete. Nothing else is kept about your visits.

## Seasons on the web
web-season-title = { $game } — { $season }
web-seasons = Seasons
web-all-time = All time
web-season-champion = Season champion: { $name } ({ $rating })
web-player-titles = Titles
web-player-title-line = Champion of season { $number } in { $game } ({ $date })
web-player-achievements = Achievements

## Live pages
web-live-watch-column = Watch
web-live-watch = Watch live
web-live-game-title = { $game }: { $first } vs { $second } (live)
web-live-over = The game is over: reload the page for its full record.
web-live-rematch-offered = { $from } offers { $to } a rematch.
web-live-rematch-started = The rematch has started.
web-live-next-game = A new game has started in this channel.
web-live-noscript = This is the board as it was when the page loaded: reload for the latest, or allow scripts to follow each move as it is played.
web-live-clock = Clock
web-live-turn-clock = This turn
# Units of time left in a game of days a move: "2 d 23 h".
web-live-unit-day = d
web-live-unit-hour = h
web-live-to-move = To move
web-live-score = Score
web-live-last-move = Last move:
web-live-no-move-yet = No move yet.
web-live-type-move = Type a move
web-live-watching = Watching now:

## Signing in
web-log-in = Log in with Discord
web-log-out = Log out
web-log-out-everywhere = Log out everywhere
web-signed-in-as = Signed in as { $name }.
web-your-page = Your page
web-your-page-alt = Your page of this game, which only you see.
web-sign-in-failed-title = Signing in did not work
web-sign-in-failed = Discord did not confirm who you are, or the sign-in took too long. Please try again.
web-forbidden-title = Not allowed
web-forbidden = This is not yours to see or do here.
web-too-large-title = Too much
web-too-large = That request was larger than this site accepts.
web-body-timeout-title = Request cut off
web-body-timeout = Your browser stopped sending the request before it was complete. Please try again.

## Moves on the web
web-move-team-game = A team game is voted in its channel, not on the web.
web-your-move = Your move
web-move-label = Move
web-play = Play
web-move-too-fast = Slow down a little: one move at a time.
web-activity-title = boardbot
web-activity-loading = Connecting to Discord…
web-activity-noscript = The board in Discord needs scripts.
web-activity-failed = Something went wrong while opening the board. Please close the Activity and try again.
web-activity-outside-discord = Open this Activity from a voice channel or conversation in Discord.
web-activity-missing-title = The Activity is not ready
web-activity-missing = The board inside Discord is not set up on this server yet: its script has not been built, or signing in with Discord is not configured. The web pages and the bot work as usual.
web-activity-sign-in-failed = Discord did not confirm who you are. Please close the Activity and open it again.
web-activity-sign-in-first = Please sign in with Discord first: reopen the Activity.
web-activity-no-channel = This Activity was opened outside a channel, so there is no game to show.
web-activity-designed-elsewhere = A game designed in a rules file cannot be started from the Activity: challenge someone to it with /play in Discord, and its board opens here once the game has begun.
web-activity-no-pages = This server does not show its games on the web, so the board cannot open here. A moderator can turn that on with /settings public_pages:True.
web-activity-players-only = Outside a server, only the players of this channel's game, and those Discord sees in this Activity with them, can open its board here.
web-activity-challenge-waiting = A challenge is waiting to be accepted in this channel: the board opens once the game has begun.
web-activity-no-game = No game is in progress in this channel.
web-activity-open = Your games in progress on this server:
web-activity-start = Start a game against the AI here:
web-activity-not-here = Discord did not confirm that you are in this Activity in this channel, so no game was started. Please reopen the Activity here.
web-activity-not-in-instance = Discord did not confirm that you are in this Activity in this channel. Please reopen the Activity here.
web-activity-slow-down = Too many requests at once: please wait a few seconds and try again.
web-activity-discord-busy = Discord is busy right now: please try again in a few seconds.
