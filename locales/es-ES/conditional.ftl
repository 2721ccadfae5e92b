## Conditional moves

cmd-conditional = Deja preparadas respuestas a las jugadas de tu rival; solo tú las ves
cmd-conditional-add = Preparar respuestas: su jugada, tu respuesta, …; varias líneas separadas por ;
cmd-conditional-add-line = p. ej. a1, b1, c1, a2; a3, b3 (jugadas separadas por comas, líneas por ;)
cmd-conditional-list = Tus respuestas preparadas en la partida de este canal
cmd-conditional-clear = Descartar todas tus respuestas preparadas en la partida de este canal
conditional-marked-move = { $move } (respuesta condicional)
conditional-board-line = Última jugada: { $move }
conditional-not-against-ai = La IA responde al instante: no hay nada que preparar contra ella.
conditional-not-in-team-games = Las jugadas de un equipo de canal son votos: las jugadas condicionales no son para partidas por equipos.
conditional-not-in-this-game = { $game } tiene dados o información oculta: las jugadas condicionales no están disponibles.
conditional-empty = Indica al menos una línea: su jugada, tu respuesta, … (jugadas separadas por comas, líneas por `;`).
conditional-too-many = Puedes tener como mucho { $max } líneas preparadas en una partida. Usa `/conditional clear` para empezar de nuevo.
conditional-too-deep = La línea { $line } es demasiado larga: como mucho { $max } jugadas por línea.
conditional-bad-move = Línea { $line }, jugada { $ply }: { $why } No se ha preparado nada.
conditional-needs-compliment = esta jugada necesita un cumplido, así que tienes que hacerla tú.
conditional-ends-with-their-move = La línea { $line } termina con una jugada de tu rival: termina cada línea con tu respuesta.
conditional-added = Preparado. Tienes { $count ->
    [one] una línea
   *[other] { $count } líneas
} en esta partida; solo tú las ves (`/conditional list`).
conditional-none = No tienes jugadas condicionales preparadas en esta partida.
conditional-list = Tus líneas preparadas ({ $count }), la próxima jugada primero:
    { $lines }
conditional-cleared = { $count ->
    [0] No tenías líneas preparadas.
    [one] Se ha descartado tu línea preparada.
   *[other] Se han descartado tus { $count } líneas preparadas.
}
conditional-web-title = Tus jugadas condicionales (solo tú las ves)
