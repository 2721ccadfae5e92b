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
