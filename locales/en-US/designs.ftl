## Designed games: rules files, the designer's tools
design-not-a-legal-move = { $move } is not a legal move now
design-rules-failed = the game's rules file failed: { $error }
design-move-syntax = a move is 1 to 64 characters of the game's notation
design-needs-rules-file = a designed game starts from its rules file
design-play-winner = { $seat } wins.
design-play-draw = The game is drawn.
design-bad-option = this game's options: { $error }
picker-designed-move = Pick your move.
picker-designed-from = Pick where your move starts.
design-achievement = { $name }: { $description }
