## Vacations and extra time (host, Discord, web)

## Commands
cmd-vacation = Vacation: your games of a day or more a move wait for you
cmd-vacation-start = Go on vacation from now: your turn timers of a day or more stop
cmd-vacation-start-days = How many days (whole days, at least 1)
cmd-vacation-end = Come back from vacation now (unused whole days are given back)
cmd-vacation-status = Whether you are on vacation, until when, and the days you have left

## /vacation answers
vacation-days-out-of-range = A vacation lasts from { $min } to { $max } days.
vacation-already-away = You're already on vacation until <t:{ $until }:f>. End it with /vacation end first.
vacation-no-allowance = { $left ->
    [0] You have no vacation days left in the last 365 days.
    [one] You have only one vacation day left in the last 365 days.
   *[other] You have only { $left } vacation days left in the last 365 days.
}
vacation-not-away = You're not on vacation.
vacation-started = You're on vacation until { $until }. { $games ->
    [0] None of your games was waiting for you;
    [one] The deadline of one game where it is your turn moved;
   *[other] The deadlines of { $games } games where it is your turn moved;
} turns of a day or more that come to you while you are away start when you are back. { $left }
vacation-ended = Welcome back! { $games ->
    [0] No game's deadline needed to move.
    [one] One game got back the time you did not take.
   *[other] { $games } games got back the time you did not take.
} { $left }
vacation-status = { $now } { $left }
vacation-status-away = You're on vacation until { $until }.
vacation-status-here = You're not on vacation.
vacation-allowance = { $left ->
    [one] One day of { $total } left in the last 365 days.
   *[other] { $left } days of { $total } left in the last 365 days.
}

## Boards and /games
board-on-vacation = { $name } is on vacation until { $until }
games-mine-away = { $until } · { $opponent } on vacation until { $when }

## Extra time
button-give-time = Give time
extra-time-given-day = { $giver } gave { $receiver } one more day.
extra-time-given-minutes = { $giver } gave { $receiver } { $minutes } more minutes.
extra-time-gifts-left = { $left ->
    [0] That was your last gift of time in this game.
    [one] You can give time once more in this game.
   *[other] You can give time { $left } more times in this game.
}
extra-time-limit = You've already given time { $limit } times in this game, the most allowed.
extra-time-no-opponent = There is no opponent to give time to in this game.
extra-time-not-their-turn = You can give { $name } time while it is their turn.
extra-time-game-changed = The game changed meanwhile; try again.

## Web live page
web-live-on-vacation = on vacation until { $until }
