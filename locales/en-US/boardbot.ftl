### boardbot — English (the source; every other language has exactly its messages)
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Shared words

i18n-sample = { $name } has { $count ->
    [one] { $count } game
   *[other] { $count } games
} ({ $game }).
i18n-sample-nested = nested

# end of shared

## Engines: refused moves and options (src/games)

# end of engines

## Pictures: text drawn into boards (src/render)

# end of pictures

## Pickers: buttons and menus (src/input)

# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

# end of commands

## Host: refusals and views (src/host)

# end of host

## Discord replies, embeds and buttons (src/discord)

# end of discord

## Terminal (src/terminal)

# end of terminal

## Rules (/rules): markdown, one message per game

# end of rules

