## Designed games: rules files, the designer's tools
design-not-a-legal-move = { $move } ist jetzt kein erlaubter Zug
design-rules-failed = die Regeldatei des Spiels ist gescheitert: { $error }
design-move-syntax = ein Zug sind 1 bis 64 Zeichen in der Notation des Spiels
design-needs-rules-file = ein entworfenes Spiel beginnt mit seiner Regeldatei
design-play-winner = { $seat } gewinnt.
design-play-draw = Die Partie endet unentschieden.
design-bad-option = Optionen dieses Spiels: { $error }
picker-designed-move = Wähle deinen Zug.
picker-designed-from = Wähle, wo dein Zug beginnt.
design-achievement = { $name }: { $description }
