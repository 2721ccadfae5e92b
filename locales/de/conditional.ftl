## Conditional moves

cmd-conditional = Antworten auf Züge deines Gegenübers vormerken; nur du siehst sie
cmd-conditional-add = Antworten vormerken: ihr Zug, deine Antwort, …; mehrere Linien mit ; getrennt
cmd-conditional-add-line = z. B. a1, b1, c1, a2; a3, b3 (Züge mit Kommas, Linien mit ; getrennt)
cmd-conditional-list = Deine vorgemerkten Antworten in der Partie dieses Kanals
cmd-conditional-clear = Alle deine vorgemerkten Antworten in der Partie dieses Kanals löschen
conditional-marked-move = { $move } (vorgemerkte Antwort)
conditional-board-line = Letzter Zug: { $move }
conditional-not-against-ai = Die KI antwortet sofort: gegen sie gibt es nichts vorzumerken.
conditional-not-in-team-games = Die Züge eines Kanal-Teams sind Abstimmungen: in Teampartien gibt es keine bedingten Züge.
conditional-not-in-this-game = { $game } hat Würfel oder verdeckte Informationen: bedingte Züge gibt es dort nicht.
conditional-empty = Gib mindestens eine Linie an: ihr Zug, deine Antwort, … (Züge mit Kommas, Linien mit `;` getrennt).
conditional-too-many = Du kannst in einer Partie höchstens { $max } Linien vormerken. Mit `/conditional clear` fängst du neu an.
conditional-too-deep = Linie { $line } ist zu lang: höchstens { $max } Züge pro Linie.
conditional-bad-move = Linie { $line }, Zug { $ply }: { $why } Nichts wurde vorgemerkt.
conditional-needs-compliment = dieser Zug braucht ein Kompliment, also musst du ihn selbst spielen.
conditional-ends-with-their-move = Linie { $line } endet mit dem Zug deines Gegenübers: beende jede Linie mit deiner Antwort.
conditional-added = Vorgemerkt. Du hast { $count ->
    [one] eine Linie
   *[other] { $count } Linien
} in dieser Partie; nur du siehst sie (`/conditional list`).
conditional-none = Du hast in dieser Partie keine bedingten Züge vorgemerkt.
conditional-list = Deine vorgemerkten Linien ({ $count }), nächster Zug zuerst:
    { $lines }
conditional-cleared = { $count ->
    [0] Du hattest keine Linien vorgemerkt.
    [one] Deine vorgemerkte Linie wurde gelöscht.
   *[other] Deine { $count } vorgemerkten Linien wurden gelöscht.
}
conditional-web-title = Deine bedingten Züge (nur du siehst sie)
