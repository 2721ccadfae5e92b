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
design-need-server = Designed games are uploaded and managed in a server.
design-designers-only = Only members who manage this server may upload designed games here (a moderator can name a designers' role with `/settings designers:`).
design-designers-only-role = Only members who manage this server, or hold its designers' role, may upload designed games here.
design-upload-not-luau = A rules file is a `.luau` file.
design-upload-too-big = A rules file may be at most { $kb } KB.
design-upload-not-text = That file is not text (UTF-8); a rules file is Luau source.
design-id-taken = The id `{ $id }` is another server's game. Choose another `id` in your file.
design-server-full = This server plays { $max } designed games, as many as it may.
design-unknown-game = This server has no game called “{ $game }”. `/design list` shows its designed games.
design-unknown-game-here = There is no game called “{ $game }” here.
design-no-such-version = { $name } has no version { $number }. `/design versions` lists them.
design-checking = Checking { $file }: game { $done } of { $games }…
design-accepted = **{ $name }** version { $number } is ready: new games of it in this server use it. It played { $games } random games ({ $plies } moves) without a problem. Play it with `/play game:{ $id }`.
design-unchanged = This file is already **{ $name }** version { $number }; new games here use it.
design-refused = { $file } was not accepted. What has to change:
design-upload-fetch-failed = The file could not be fetched from Discord. Please try again.
design-upload-fetch-busy = Many files are being fetched just now. Please try again in a minute.
design-list-none = This server has no designed games yet. Designers add one with `/design upload`.
design-list-heading = This server's designed games:
design-list-line = **{ $name }** (`{ $id }`): version { $number } of { $latest }
design-versions-heading = Versions of **{ $name }** (`{ $id }`):
design-version-line = { $number }. “{ $declared }”, uploaded by { $author } <t:{ $at }:d> (`{ $hash }`)
design-version-in-use = ← new games use this one
design-version-used = New games of **{ $name }** here now use version { $number }; games in progress keep theirs.
settings-designers = Designers: members who manage the server and { $role } upload designed games.
settings-designers-none = Designers: members who manage the server upload designed games.

## Balance reports
design-report-running = Balance report of { $name } version { $number }: playing game { $done } of { $total }…
design-report-heading = **{ $name }** version { $number }: balance report, { $games } games per pairing (the easy AI against itself, random moves against random moves).
design-report-ai = AI against AI: the first seat wins { $first-wins } %, the second { $second-wins } %, draws { $draws } % (first seat's 95 % interval { $low } to { $high } %). Median length { $median } moves, 90th percentile { $p90 }.
design-report-random = Random against random: the first seat wins { $first-wins } %, the second { $second-wins } %, draws { $draws } % (interval { $low } to { $high } %). Median length { $median } moves, 90th percentile { $p90 }.
design-report-reversals = Late reversals: { $reversals } of { $judged } decided AI games with a leader in their last quarter went to the other side.
design-report-no-reversals = Late reversals: no AI game had a leader in its last quarter.
design-report-played-none = Played in this server on this version: no games played yet.
design-report-played = Played in this server on this version: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; the first seat won { $first-wins } %, the second { $second-wins } %; median length { $median } moves. Resigned: first seat { $resigned-first } %, second seat { $resigned-second } %. Timed out: first seat { $timeout-first } %, second seat { $timeout-second } %.
design-report-alt = Balance chart of { $name } version { $number }: bars of the first seat's wins, the draws and the second seat's wins in the AI's games and in the random games, and a histogram of the games' lengths.
design-report-games-range = A report plays 1 to { $max } games per pairing.
design-report-failed = The rules file failed during the report: { $error }
design-percent = { $value } %
design-compare-heading = **{ $name }**: version { $first } beside version { $second }
design-compare-made = Version { $number }: report of { $games } games per pairing, made <t:{ $at }:R>.
design-compare-missing = Version { $number } has no report yet: run `/design report game:{ $id } version:{ $number }` first.
design-compare-version = Version { $number }
design-compare-row-games = Report: games per pairing
design-compare-row-ai-first = AI: first seat wins
design-compare-row-ai-draws = AI: draws
design-compare-row-ai-length = AI: median length
design-compare-row-reversals = AI: late reversals
design-compare-row-random-first = Random: first seat wins
design-compare-row-random-length = Random: median length
design-compare-row-played = Played here: games
design-compare-row-played-first = Played here: first seat wins
design-compare-row-played-gave-up = Played here: resigned or timed out
## Commands
cmd-design = This server's designed games: upload rules files, list games and versions
cmd-design-upload = Designers: upload a rules file (.luau), a new game or a new version of one
cmd-design-upload-file = The rules file (.luau, at most 256 KB)
cmd-design-list = The designed games this server plays
cmd-design-versions = Every version of one of this server's designed games
cmd-design-versions-game = Which designed game
cmd-design-use = Designers: choose the version new games of a designed game use here
cmd-design-use-game = Which designed game
cmd-design-use-version = The version's number, from /design versions
cmd-design-report = The balance report of a designed game: the AI against itself, and the games played here
cmd-design-report-game = Which designed game
cmd-design-report-games = Games per pairing (1 to 1000, 100 if not given)
cmd-design-report-version = The version's number (the one in use if not given)
cmd-design-compare = Two versions of a designed game side by side, from their reports
cmd-design-compare-game = Which designed game
cmd-design-compare-v1 = The first version's number
cmd-design-compare-v2 = The second version's number
cmd-settings-designers = A role whose members may upload designed games (@everyone: none)
design-not-own = { $name } came from the gallery: only the server that made it shares or publishes it.
design-shared = Anyone can play this game in a DM or group DM with `/play game:{ $code }` (it plays the version this server uses).
design-published = **{ $name }** version { $number } is offered to every server. The bot's operator reviews it before it is listed in `/design browse`.
design-already-listed = **{ $name }** is listed in the gallery at this version already.
design-not-in-gallery = No game `{ $id }` was offered to the gallery.
design-gallery-state = The gallery's `{ $id }` is { $state }: that decision does not apply.
design-not-listed = The gallery lists no game called “{ $game }”. `/design browse` shows what it lists.
design-already-here = This server plays **{ $name }** already.
design-gallery-empty = The gallery lists no games yet.
design-gallery-heading = Designed games any server may add with `/design add`:
design-gallery-line = **{ $name }** (`{ $id }`, version { $number }): { $rules }
design-added = **{ $name }** version { $number } is now one of this server's games: `/play game:{ $id }`.
cmd-design-share = Designers: a code to play one of this server's games in DMs and group DMs
cmd-design-share-game = Which designed game
cmd-design-publish = Designers: offer one of this server's games to every server (after review)
cmd-design-publish-game = Which designed game
cmd-design-browse = Designed games any server may add
cmd-design-add = Designers: add a game from the gallery to this server
cmd-design-add-game = The game's id or name, from /design browse

# A designed game paused because its rules file failed mid-play.
design-game-paused = This game is paused: the rules file of { $game } failed on the move { $move }. No time runs while it waits; its designer has been told, and it goes on where it stopped once a fixed version is uploaded. You may still resign or agree a draw.
design-paused-status = Paused: the rules of { $game } failed on { $who }'s move { $move }; the game waits, with no time running, for its designer's fixed version
design-game-paused-secret = This game is paused: the rules file of { $game } failed on a move. No time runs while it waits; its designer has been told, and it goes on where it stopped once a fixed version is uploaded. You may still resign or agree a draw.
design-paused-status-secret = Paused: the rules of { $game } failed on { $who }'s move; the game waits, with no time running, for its designer's fixed version
design-paused-resumed = { $count ->
    [one] One paused game of it goes on with this version.
   *[other] { $count } paused games of it go on with this version.
}
design-paused-still = Game { $game } stays paused: { $why }
design-resume-over = On this version the game would already be over.
design-resume-failed = On this version its moves do not replay: { $error }
design-game-resumed = **{ $name }** version { $number } is in: this game goes on where it stopped, with the time its player had left.
design-fixed-elsewhere = **{ $name }** has a new version, { $number }, from its designer. This game stays paused until this server's designers switch to it with `/design use game:{ $id } version:{ $number }`.
notifications-design-paused = A game of **{ $game }** in { $channel } is paused: its rules file failed (`{ $detail }`). Fix the file (try `boardbot design check` on it) and upload it with `/design upload`: the game goes on with the new version, nothing lost.
notifications-design-approved = **{ $game }** is now listed in the gallery: every server can find it with `/design browse`.
notifications-design-rejected = **{ $game }** was not listed in the gallery. The reviewer wrote: { $detail }
notifications-design-withdrawn = **{ $game }** was taken out of the gallery; servers that added it keep playing it. The reviewer wrote: { $detail }
long-work-by-dm = This took longer than Discord lets the bot edit its answer, so here it is by direct message:
term-paused = The rules file failed: { $fault }
    The move was not played and the game is paused. Fix the file, then run the same command: the game goes on where it stopped (or type resign).
term-paused-resumed = It was paused on an earlier version of the rules file: it goes on with the file as it is now.
term-paused-still = It stays paused: { $why }
