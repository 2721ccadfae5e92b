### boardbot — Deutsch
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Shared words

i18n-sample = { $name } hat { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
} ({ $game }).
i18n-sample-nested = verschachtelt

# end of shared

## Engines: refused moves and options (src/games)

# end of engines

## Pictures: text drawn into boards (src/render)

picture-points = { $points } Pkt.
picture-ccc-last = Zuletzt: { $side } zog { $move }
picture-ccc-no-moves = Noch keine Züge. Weiß (white) steht unten.
picture-ccc-quiet = ruhige Halbzüge { $plies }/100
picture-ccc-text-last = zuletzt: { $side } { $move }
picture-cwc-extra-turn = Extrazug, { $extra }
picture-cwc-extra-turn-then = Extrazug, { $extra } (danach Kombo { $combos })
picture-cwc-last-word = Letztes Wort ({ $seat }): +{ $points } Punkte
picture-cwc-last-word-combo = Letztes Wort ({ $seat }): +{ $points } Punkte, Kombo { $combos }
picture-cwc-turns-left = Verbleibende Züge: red { $red }, black { $black }
picture-cwc-out-of-time = { $seat } hat keine Zeit mehr
picture-cwc-no-turn-limit = Keine Zugbegrenzung
picture-cwc-combo = Kombo { $combo }: { $requirement }
picture-cwc-needs-playable-word = jedes spielbare Wort
picture-cwc-needs-unused-word = jedes unbenutzte Wort der Seite
picture-cwc-needs-at-most = höchstens { $letters } Buchstaben
picture-cwc-needs-lengths = { $lengths } oder { $last } Buchstaben
picture-cwc-needs-length = { $letters } Buchstaben
picture-cwc-needs-no-length = keine Länge
picture-cwc-needs-letter = ein Wort, das mit { $letter } beginnt
picture-cwc-page-title = Seite von { $seat }
picture-cwc-page-legend = markiert: spielbar   gestrichen: benutzt   farbig: Kombo 4/5
picture-mega-string = Kette
picture-mega-game-over = Spiel vorbei
picture-mega-progress = Zug { $move } von { $length }
picture-mega-positions-used = benutzte Positionen
picture-mega-open-grids = offene Felder
picture-mega-rule-8 = Regel 8:
picture-mega-rule-8-used = benutzte Positionen
picture-mega-rule-8-allowed = erlaubt
picture-mega-grid = Feld { $grid }
picture-mega-text-big-markers = große Zeichen: { $markers }
picture-mega-text-none = keine
picture-mega-text-string = Kette: Zug { $move } von { $length }; offene Felder { $open }; benutzte Positionen { $used }
picture-mega-text-string-rule-8 = Kette: Zug { $move } von { $length }; offene Felder { $open }; benutzte Positionen { $used } (Regel 8: benutzte Positionen erlaubt)
picture-super-seven-box = Kasten { $box }
picture-super-seven-throw = Wurf
picture-super-seven-boxes-won = Gewonnene Kästen
picture-super-seven-turn = Runde
picture-super-seven-game-over = Spiel vorbei
picture-super-seven-takes = nimmt einen Stein
picture-super-seven-places = setzt einen Stein
picture-super-seven-no-move = kein Zug: Wurf
picture-super-seven-throw-count = { $throw } von { $max } für { $seat }
picture-super-seven-passed = { $seat } hat gepasst
picture-super-seven-to-roll = { $seat } würfelt
picture-super-seven-wins = { $seat } gewinnt
picture-super-seven-draw = Unentschieden
picture-super-seven-text-threw = { $seat } warf { $total }: setze auf eines von { $squares }
picture-super-seven-text-to-roll = { $seat } würfelt (Wurf { $throw } von { $max })
picture-twenty-sevens-board = Brett { $board } · { $level }
picture-twenty-sevens-bottom = unten
picture-twenty-sevens-middle = Mitte
picture-twenty-sevens-top = oben
picture-twenty-sevens-stack = Der Stapel in 3D
picture-replay-status = Wiederholung · { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
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

