## Conditional moves

cmd-conditional = Queue replies to your opponent's moves in this game; only you see them
cmd-conditional-add = Queue replies: their move, your reply, …; several lines separated by ;
cmd-conditional-add-line = e.g. a1, b1, c1, a2; a3, b3 (moves separated by commas, lines by ;)
cmd-conditional-list = Your queued replies in this channel's game
cmd-conditional-clear = Drop all your queued replies in this channel's game
conditional-marked-move = { $move } (conditional reply)
conditional-board-line = Last move: { $move }
conditional-not-against-ai = The AI answers at once: there is nothing to queue against it.
conditional-not-in-team-games = A channel team's moves are votes: conditional moves are not for team games.
conditional-not-in-this-game = { $game } has dice or hidden information: conditional moves are not available in it.
conditional-empty = Give at least one line: their move, your reply, … (moves separated by commas, lines by `;`).
conditional-too-many = You can keep at most { $max } lines queued in a game. Use `/conditional clear` to start again.
conditional-too-deep = Line { $line } is too long: at most { $max } moves a line.
conditional-bad-move = Line { $line }, move { $ply }: { $why } Nothing was queued.
conditional-needs-compliment = this move needs a compliment, so you have to play it yourself.
conditional-ends-with-their-move = Line { $line } ends with your opponent's move: end each line with your reply.
conditional-added = Queued. You have { $count ->
    [one] one line
   *[other] { $count } lines
} in this game; only you can see them (`/conditional list`).
conditional-none = You have no conditional moves queued in this game.
conditional-list = Your queued lines ({ $count }), next move first:
    { $lines }
conditional-cleared = { $count ->
    [0] You had no lines queued.
    [one] Your queued line was dropped.
   *[other] Your { $count } queued lines were dropped.
}
conditional-web-title = Your conditional moves (only you see them)
