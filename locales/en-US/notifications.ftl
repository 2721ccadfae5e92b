## Notifications: reminders, the daily digest, about to lose on time

cmd-preferences-reminders = When to be reminded of a waiting turn of an hour or more (default: a quarter left)
cmd-preferences-reminders-none = never
cmd-preferences-reminders-half = at half the time
cmd-preferences-reminders-quarter-left = with a quarter left
cmd-preferences-reminders-hour-left = with an hour left
cmd-preferences-reminders-half-and-quarter-left = at half the time and with a quarter left
cmd-preferences-reminders-half-and-hour-left = at half the time and with an hour left
cmd-preferences-reminders-quarter-and-hour-left = with a quarter left and with an hour left
cmd-preferences-reminders-all = at half the time, with a quarter left and with an hour left
cmd-preferences-digest = A daily DM listing the games where it is your turn (only when there is one)
cmd-preferences-digest-hour = The hour of your daily digest, 0–23, in your timezone (turns the digest on)
cmd-preferences-timezone = Your timezone: a UTC offset like +02:00 or a name like Europe/Berlin
cmd-preferences-about-to-lose = A DM one hour before you would lose a game on time (default: on)

notifications-with-preferences = { $preferences }
    { $notifications }
notifications-summary = { $reminders } { $digest } { $about_to_lose }{ $closed }
notifications-point-half = at half the time
notifications-point-quarter-left = with a quarter of the time left
notifications-point-hour-left = with an hour left
notifications-reminders-none = You get no reminders of a waiting turn.
notifications-reminders-one = A waiting turn of an hour or more is reminded { $first }.
notifications-reminders-two = A waiting turn of an hour or more is reminded { $first } and { $second }.
notifications-reminders-three = A waiting turn of an hour or more is reminded { $first }, { $second } and { $third }.
notifications-digest-at = A daily digest comes by DM at { $hour } ({ $timezone }) when a turn waits for you.
notifications-digest-off = No daily digest.
notifications-about-to-lose-on = One hour before you would lose a game on time, a DM says so.
notifications-about-to-lose-off = No DM before you would lose a game on time.
notifications-dms-open = {""}
notifications-dms-closed = {" "}Your DMs were closed to the bot: it sends you none until you change your preferences (as now, if you opened them).
notifications-bad-hour = The digest's hour is a number from 0 to 23. Nothing was changed.
notifications-bad-timezone = "{ $timezone }" is no timezone I know. Write a UTC offset like +02:00 or -05:30, or a name like Europe/Berlin or America/New_York. Nothing was changed.
notifications-digest = Your daily digest: it is your turn in { $count ->
        [one] one game
       *[other] { $count } games
    }.
notifications-digest-more = … and { $count ->
        [one] one more: /games mine lists it.
       *[other] { $count } more: /games mine lists them.
    }
notifications-about-to-lose = Your { $game } game in { $channel } is lost on time { $when } unless you move. Play it there: a button on its last board, or /board.
