## Seasons (host)
season-named = { $name }
season-numbered = Season { $number }
season-changed-meanwhile = The seasons changed just now. Please try again.
season-none-running = No season is running here. An admin starts one with /season start.
season-unknown = There is no season { $number } here.
season-length-range = A season lasts from 1 to { $max } days, or 0 for a calendar month.

## /season
cmd-season = Seasons: the season now, and for admins, starting, ending and planning them
cmd-season-show = The season now: when it ends, and how seasons run here
cmd-season-start = Admins: start a season now (the running season ends and its standings are posted)
cmd-season-start-name = The season's name (default: Season N)
cmd-season-start-days = How long seasons last in days, 0 for a calendar month (default: as before)
cmd-season-end = Admins: end the season now; no other starts until /season start
cmd-season-settings = Admins: how long seasons last, and where their final standings are posted
cmd-season-settings-days = Days a season lasts, 0 for a calendar month (from the next season)
cmd-season-settings-channel = The channel for the final standings
cmd-season-settings-post = False: post the final standings nowhere
cmd-leaderboard-season = A season's standings: its number, or 0 for the season now
season-show-running = **{ $season }** runs until { $ends } ({ $left }).
season-show-none = No season is running. An admin starts one with /season start.
season-show-monthly = Seasons last a calendar month.
season-show-days = Seasons last { $days ->
    [one] one day
   *[other] { $days } days
}.
season-show-channel = Final standings are posted in { $channel }.
season-show-no-channel = Final standings are not posted: an admin chooses a channel with /season settings.
season-started = **{ $season }** has begun. It runs until { $ends }.
season-ended = **{ $season }** is over. No new season starts until an admin runs /season start.
season-over = **{ $season }** is over! Final standings:
season-champion-line = 🏆 { $game }: { $name } ({ $rating })
season-no-champion-line = { $game }: no champion (nobody played { $games } rated games)
season-nobody-played = Nobody played a rated game this season.
season-leaderboard-title = { $game } — { $season }
stats-title-line = 🏆 Champion of season { $number } in { $game }

## Season pictures
season-picture-event = { $season }
season-picture-podium-rating = { $rating }
season-picture-alt = { $season } standings in { $game }, { $players ->
    [one] one player
   *[other] { $players } players
}: { $top }

## Rating roles
cmd-roles = Rating roles: give Discord roles for rating tiers and season titles
cmd-roles-tier = Give a role to players rated at least this much in a game (their highest tier only)
cmd-roles-tier-game = The game whose all-time rating counts
cmd-roles-tier-rating = The lowest rating of the tier
cmd-roles-tier-role = The role to give
cmd-roles-champion = Give a role to the reigning season champion of a game (or of any game)
cmd-roles-champion-role = The role to give
cmd-roles-champion-game = The game (leave it out: a champion of any game)
cmd-roles-remove = Stop managing a role (members keep it as it is)
cmd-roles-remove-role = The role
cmd-roles-list = The server's rating roles and whether the bot can give them
roles-tier = { $rating }+ in { $game }
roles-champion-of = season champion in { $game }
roles-champion-any = season champion in any game
roles-missing-everyone = @everyone can't be given or taken.
roles-missing-integration = This role belongs to an integration (a bot's own role or the booster role): nobody can give it.
roles-missing-manage-roles = The bot needs the Manage Roles permission.
roles-missing-position = The bot's highest role must be above this role: drag the bot's role above it in Server Settings → Roles.
roles-cannot = The bot can't give this role yet, so nothing was changed:
    { $missing }
roles-tier-range = A tier's rating is between { $low } and { $high }.
roles-too-many = A server can map at most { $max } roles.
roles-no-rule = The bot doesn't manage that role.
roles-removed = The bot no longer manages that role; members keep it as it is.
roles-list = Rating roles:
roles-set = { $role } now goes to: { $rule }. Members get it within a minute, and after every rated game.
roles-none = No rating roles yet. Map one with /roles tier or /roles champion.
roles-rule-line = { $role }: { $rule }
roles-role-gone = this role no longer exists
roles-last-problem = Last problem: { $problem }
roles-problem-role-gone = a managed role was deleted.
roles-problem-permissions = Discord refused a role change: the bot needs Manage Roles and a role above the roles it manages.
settings-roles = **Rating roles**

## Streaks and achievements
achievement-first-win = First win in { $game }
achievement-beat-hard-ai = Beat the hard AI
achievement-games = { $count } games played
achievement-win-streak = { $count } wins in a row
achievement-days = Played { $count } days in a row
achievement-feat-twenty-sevens = Landslide: won Twenty-Sevens by 3 lines or more
achievement-feat-mega-tic-tac-toe = Swift strings: won Mega Tic-Tac-Toe within 40 moves
achievement-feat-cross-words-combat = Conqueror: won Cross Words Combat with twice the opponent's captures
achievement-comeback = Comeback: won from a position the analysis gave 20% or less
achievement-tournament-won = Won a tournament
achievement-season-champion = Season champion
achievement-announced = 🏅 { $name }: { $achievement }
stats-streaks = Win streak { $wins } (best { $best_wins }) · days in a row { $days } (best { $best_days })
stats-achievement = 🏅 { $achievement } — { $date }
cmd-settings-achievements = Announce the achievements a game earned under its final board (on by default)
settings-achievements-on = Achievements are announced under finished games.
settings-achievements-off = Achievements are not announced.

## Daily puzzle
cmd-puzzle = The day's puzzle: one move wins, find it
cmd-puzzle-show = Today's puzzle, privately, with buttons to answer
cmd-puzzle-answer = Answer today's puzzle with a move
cmd-puzzle-answer-move = Your move, written as in /move
cmd-puzzle-solvers = Who solved today's puzzle
puzzle-status = { $seat } to play and win
puzzle-title = 🧩 **Daily puzzle** — { $game }
puzzle-prompt = { $seat } to play: one move wins by force, every other lets the win go. Find it with the buttons or /puzzle answer.
puzzle-tries = Tries so far: { $tries }
puzzle-wrong = { $move } is not the move. Tries: { $tries }. Look again!
puzzle-solved = ✅ Solved: **{ $move }**, in { $tries ->
    [one] one try
   *[other] { $tries } tries
}.
puzzle-from-game = The position comes from game #{ $game } of this server.
puzzle-from-game-link = The position comes from game #{ $game } of this server: { $url }
puzzle-from-private = The position comes from a game played on boardbot.
puzzle-from-ai = The position comes from a game the AI played against itself.
puzzle-streak = Puzzle streak: { $days ->
    [one] one day
   *[other] { $days } days
} in a row.
puzzle-solved-already = You solved today's puzzle already. A new one comes tomorrow (UTC).
puzzle-old = That was an earlier puzzle. Open today's with /puzzle show.
puzzle-no-solvers = Nobody has solved today's puzzle yet.
puzzle-solvers = Solved today:
puzzle-solver-line = { $name } ({ $tries ->
    [one] one try
   *[other] { $tries } tries
})
puzzle-solver-count = { $count ->
    [one] One player has
   *[other] { $count } players have
} solved today's puzzle.

## Games a channel plays together
cmd-play-team = True: this channel plays together, voting on each move (against the AI or rival_channel)
cmd-play-vote-time = Team games: how long each turn is open for votes, e.g. 2m (default 2 minutes)
team-name = This channel
team-vote-range = A team's turn is open for votes from { $min } to { $max }.
team-bots-cannot-vote = Bots don't vote.
team-against-ai-only = A channel plays together against the AI or another channel: leave out the opponent (choose the AI's level with ai:, or a channel with rival_channel:).
team-voted = Your vote: { $move } ({ $votes ->
    [one] the first vote
   *[other] { $votes } votes so far
}). You can change it until the turn closes { $closes }.
team-votes-line = 🗳️ { $votes ->
    [one] One vote so far
   *[other] { $votes } votes so far
} (the moves stay secret until the turn closes).
team-your-move = 🗳️ This channel is to move: vote with /move or the buttons before the turn closes.
team-record = This channel's { $game } record: { $wins } won, { $losses } lost, { $draws } drawn.

## Channel against channel
cmd-play-rival-channel = Team games: a channel to challenge (#mention, id or link; also in another server)
team-match-to-move = 🗳️ { $team } is to move: its channel votes with /move or the buttons before the turn closes.
team-match-record = { $team }'s { $game } record: { $wins } won, { $losses } lost, { $draws } drawn.
team-match-bad-channel = “{ $text }” names no channel: give a #mention, a channel id or a channel link.
team-match-cannot-see = I can't see that channel: name a text channel in a server I am in.
team-match-cannot-post = I couldn't post the challenge in { $channel }: I need to see it and send messages there. Nothing was started.
team-match-servers-only = Channel against channel is played between channels of servers.
team-match-same-channel = A channel can't challenge itself: name another channel.
team-match-server-closed = The server of { $channel } doesn't take team challenges from other servers (its moderators can allow them with /settings team_challenges:True).
team-match-rival-busy = { $channel } already has a game or a challenge.
team-match-only-challenged-accepts = Only { $channel } can accept: anyone there may.
team-match-not-your-turn = It's { $name }'s turn: your channel votes on its own turns.
team-match-challenge = ⚔️ { $home } challenges this channel to a team game of { $game }: each channel votes on its own moves, { $vote } a turn. { $terms }. Anyone here may accept.
team-match-sent = ⚔️ This channel challenged { $away } to a team game of { $game } ({ $vote } a turn). Waiting for someone there to accept; anyone here may withdraw.
team-match-declined = { $away } declined { $home }'s team challenge to { $game }.
team-match-withdrawn = { $home } withdrew its team challenge to { $away }.
team-match-accepted = { $away } accepted { $home }'s team challenge to { $game }.
team-match-accept = Accept for this channel
team-match-decline = Decline
team-match-withdraw = Withdraw
cmd-settings-team-challenges = Channels of other servers may challenge this server's channels to team games (off by default)
settings-team-challenges-on = Channels of other servers may challenge this server's channels to team games.
settings-team-challenges-off = Only this server's channels challenge its channels to team games.
team-match-needs-bot = Channel against channel is played in servers that invited me: I post the boards of both channels.
