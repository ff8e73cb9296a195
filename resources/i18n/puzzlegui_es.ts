<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AssistCommands</name>
    <message>
        <source>The board is solved.</source>
        <translation>El tablero está resuelto.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Solved with help.</source>
        <translation>Resuelto con ayuda.</translation>
    </message>
    <message>
        <source>Back to last correct position</source>
        <translation>Volver a la última posición correcta</translation>
    </message>
    <message>
        <source>Back to the last correct position: the first wrong move was at %1.</source>
        <translation>De vuelta a la última posición correcta: la primera jugada errónea fue en %1.</translation>
    </message>
    <message>
        <source>No answer is wrong; the pencil marks it rules out are gone.</source>
        <translation>Ninguna respuesta es errónea; se han quitado las notas que la solución descarta.</translation>
    </message>
    <message>
        <source>This puzzle has several solutions, so none is shown.</source>
        <translation>Este puzle tiene varias soluciones, así que no se muestra ninguna.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este puzle no tiene solución.</translation>
    </message>
    <message>
        <source>The solver ran out of time.</source>
        <translation>El solucionador se quedó sin tiempo.</translation>
    </message>
    <message>
        <source>Everything so far agrees with the solution.</source>
        <translation>Todo lo hecho hasta ahora coincide con la solución.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) disagree with the solution.</source>
        <translation>
            <numerusform>%n casilla no coincide con la solución.</numerusform>
            <numerusform>%n casillas no coinciden con la solución.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1 board</source>
        <translation>Tablero de %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Press F6 or choose Puzzle &gt; Pause again to go on.</source>
        <translation>Pulsa F6 o elige de nuevo Puzle &gt; Pausa para seguir.</translation>
    </message>
</context>
<context>
    <name>CandidateControls</name>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>Rellenar &amp;todos los candidatos</translation>
    </message>
    <message>
        <source>Clear &amp;Wrong Candidates</source>
        <translation>Quitar candidatos &amp;erróneos</translation>
    </message>
    <message>
        <source>Remove Candidates When a &amp;Digit Is Entered</source>
        <translation>&amp;Quitar candidatos al escribir un dígito</translation>
    </message>
    <message>
        <source>Every candidate is already filled in.</source>
        <translation>Todos los candidatos ya están puestos.</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>Rellenar todos los candidatos</translation>
    </message>
    <message>
        <source>No candidate contradicts a digit on the board.</source>
        <translation>Ningún candidato contradice un dígito del tablero.</translation>
    </message>
    <message>
        <source>Clear wrong candidates</source>
        <translation>Quitar candidatos erróneos</translation>
    </message>
</context>
<context>
    <name>DifficultyPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty %1. Hardest step: %2, needed %3; %4 of %5 steps were above the first level.</source>
        <translation>Dificultad %1. Paso más difícil: %2, necesario %3; %4 de %5 pasos estaban por encima del primer nivel.</translation>
    </message>
</context>
<context>
    <name>EnterCommands</name>
    <message>
        <source>&amp;Enter a Puzzle...</source>
        <translation>&amp;Introducir un puzle...</translation>
    </message>
    <message>
        <source>Edit a Cop&amp;y...</source>
        <translation>Editar una cop&amp;ia...</translation>
    </message>
    <message>
        <source>Entered by hand</source>
        <translation>Introducido a mano</translation>
    </message>
</context>
<context>
    <name>EnterPuzzleDialog</name>
    <message>
        <source>Enter a Puzzle</source>
        <translation>Introducir un puzle</translation>
    </message>
    <message>
        <source>for example 12+, 3-, 24*, 2/ or 5</source>
        <translation>por ejemplo 12+, 3-, 24*, 2/ o 5</translation>
    </message>
    <message>
        <source>&amp;Make a Cage</source>
        <translation>&amp;Hacer una jaula</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>A&amp;lto:</translation>
    </message>
    <message>
        <source>Cage &amp;clue:</source>
        <translation>&amp;Pista de la jaula:</translation>
    </message>
    <message>
        <source>Click a cell (or move with the arrows) and type its number; Backspace or Delete clears the selected cells. Ctrl+Z undoes.</source>
        <translation>Haz clic en una casilla (o muévete con las flechas) y escribe su número; Retroceso o Suprimir borran las casillas elegidas. Ctrl+Z deshace.</translation>
    </message>
    <message>
        <source>Drag over cells (or Shift+arrows) and press a letter, A for the first region, B for the second...; type a digit for a given; Backspace clears. Ctrl+Z undoes.</source>
        <translation>Arrastra sobre las casillas (o Mayús+flechas) y pulsa una letra, A para la primera región, B para la segunda...; escribe un dígito para un dato fijo; Retroceso borra. Ctrl+Z deshace.</translation>
    </message>
    <message>
        <source>Drag over a cage&apos;s cells (or Shift+arrows), type its clue and press Enter; click a cage and edit its clue the same way; Delete takes the selected cells out of their cage. Ctrl+Z undoes.</source>
        <translation>Arrastra sobre las casillas de una jaula (o Mayús+flechas), escribe su pista y pulsa Intro; haz clic en una jaula y cambia su pista del mismo modo; Suprimir saca las casillas elegidas de su jaula. Ctrl+Z deshace.</translation>
    </message>
    <message>
        <source>Checking...</source>
        <translation>Comprobando...</translation>
    </message>
    <message>
        <source>Not a puzzle yet: %1</source>
        <translation>Aún no es un puzle: %1</translation>
    </message>
    <message>
        <source>Several solutions: two of them differ at %1 (shaded).</source>
        <translation>Varias soluciones: dos de ellas difieren en %1 (sombreado).</translation>
    </message>
    <message>
        <source>Exactly one solution. Grade: %1.</source>
        <translation>Exactamente una solución. Grado: %1.</translation>
    </message>
    <message>
        <source>Nothing is entered yet.</source>
        <translation>Aún no se ha introducido nada.</translation>
    </message>
    <message>
        <source>No solution: something is entered wrong.</source>
        <translation>Sin solución: algo está mal introducido.</translation>
    </message>
    <message>
        <source>The solver could not decide in time.</source>
        <translation>El resolutor no pudo decidir a tiempo.</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Cannot open the board</source>
        <translation>No se puede abrir el tablero</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Restart</source>
        <translation>Reempezar</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>No games yet. Play a sample board or make a new puzzle to begin.</source>
        <translation>Aún no hay partidas. Juega un tablero de ejemplo o crea un puzle nuevo para empezar.</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grado</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Cualquier estado</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>St&amp;atus:</source>
        <translation>E&amp;stado:</translation>
    </message>
    <message>
        <source>Sort &amp;by:</source>
        <translation>&amp;Ordenar por:</translation>
    </message>
    <message>
        <source>&amp;New Puzzle...</source>
        <translation>&amp;Nuevo puzle...</translation>
    </message>
    <message>
        <source>Play a Sa&amp;mple</source>
        <translation>&amp;Jugar un ejemplo</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetir</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>&amp;Deshacer borrado</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read and were skipped)</source>
        <translation>
            <numerusform>(%n no se pudo leer y se omitió)</numerusform>
            <numerusform>(%n no se pudieron leer y se omitieron)</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>Esta partida no se puede repetir: %1</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completo</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resuelto</translation>
    </message>
    <message>
        <source>Solved with help</source>
        <translation>Resuelto con ayuda</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>How to Play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ayuda</translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
</context>
<context>
    <name>HintCommands</name>
    <message>
        <source>Looking for the next step...</source>
        <translation>Buscando el siguiente paso...</translation>
    </message>
    <message>
        <source>Stopped looking for a hint.</source>
        <translation>Se dejó de buscar una pista.</translation>
    </message>
    <message>
        <source>The board is solved.</source>
        <translation>El tablero está resuelto.</translation>
    </message>
    <message>
        <source>The board changed while looking for a hint; ask again.</source>
        <translation>El tablero cambió mientras se buscaba una pista; vuelve a pedirla.</translation>
    </message>
    <message>
        <source>No hint: the board is already solved.</source>
        <translation>No hay pista: el tablero ya está resuelto.</translation>
    </message>
    <message>
        <source>Look at the lit cells: they decide the next step. Press Hint again for the rule.</source>
        <translation>Mira las casillas iluminadas: deciden el siguiente paso. Pulsa Pista otra vez para ver la regla.</translation>
    </message>
    <message>
        <source>The rule to use: %1. Press Hint again for the whole step.</source>
        <translation>La regla que hay que usar: %1. Pulsa Pista otra vez para ver el paso entero.</translation>
    </message>
    <message>
        <source>The rule to use: %1 (level %2). Press Hint again for the whole step.</source>
        <translation>La regla que hay que usar: %1 (nivel %2). Pulsa Pista otra vez para ver el paso entero.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
</context>
<context>
    <name>JobStatusView</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the work in progress</source>
        <translation>Detener el trabajo en curso</translation>
    </message>
    <message>
        <source>Solving...</source>
        <translation>Resolviendo...</translation>
    </message>
    <message>
        <source>Looking for a hint...</source>
        <translation>Buscando una pista...</translation>
    </message>
    <message>
        <source>Finding the solution...</source>
        <translation>Buscando la solución...</translation>
    </message>
    <message>
        <source>Making a puzzle...</source>
        <translation>Creando un puzle...</translation>
    </message>
    <message>
        <source>Running the solver...</source>
        <translation>Ejecutando el solucionador...</translation>
    </message>
    <message>
        <source>Exporting...</source>
        <translation>Exportando...</translation>
    </message>
    <message>
        <source>Printing...</source>
        <translation>Imprimiendo...</translation>
    </message>
    <message>
        <source>Making the puzzles and their solutions...</source>
        <translation>Haciendo los puzles y sus soluciones...</translation>
    </message>
    <message>
        <source>Working...</source>
        <translation>Trabajando...</translation>
    </message>
</context>
<context>
    <name>LatinBoardView</name>
    <message>
        <source>Pencil mode: digits are candidates.</source>
        <translation>Modo lápiz: los dígitos son candidatos.</translation>
    </message>
    <message>
        <source>Pencil mode off.</source>
        <translation>Modo lápiz desactivado.</translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message>
        <source>&amp;Games...</source>
        <translation>&amp;Partidas...</translation>
    </message>
    <message>
        <source>&amp;Previous Game</source>
        <translation>Partida &amp;anterior</translation>
    </message>
    <message>
        <source>Recent &amp;Games</source>
        <translation>Partidas &amp;recientes</translation>
    </message>
    <message>
        <source>%1 %2 x %3 - %4</source>
        <translation>%1 %2 x %3 - %4</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Save the Game to a File</source>
        <translation>Guardar la partida en un archivo</translation>
    </message>
    <message>
        <source>Board files (*.txt)</source>
        <translation>Archivos de tablero (*.txt)</translation>
    </message>
    <message>
        <source>Opened with progress</source>
        <translation>Abierto con progreso</translation>
    </message>
    <message>
        <source>The game library is saved again.</source>
        <translation>La biblioteca de partidas vuelve a guardarse.</translation>
    </message>
    <message>
        <source>Another window changed this game: this window now shows its moves.</source>
        <translation>Otra ventana cambió esta partida: esta ventana muestra ahora sus jugadas.</translation>
    </message>
    <message>
        <source>the game library %1 cannot be written</source>
        <translation>no se puede escribir en la biblioteca de partidas %1</translation>
    </message>
    <message>
        <source>Cannot save the game: %1</source>
        <translation>No se puede guardar la partida: %1</translation>
    </message>
    <message>
        <source>Cannot save to the game library (%1); play goes on and saving is retried.</source>
        <translation>No se puede guardar en la biblioteca de partidas (%1); el juego sigue y se reintentará guardar.</translation>
    </message>
    <message>
        <source>There is no previous game.</source>
        <translation>No hay partida anterior.</translation>
    </message>
</context>
<context>
    <name>NewGameMenus</name>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s Puzzles</source>
        <translation>Puzles de &amp;hoy</translation>
    </message>
    <message>
        <source>&amp;Custom...</source>
        <translation>&amp;Personalizado...</translation>
    </message>
    <message>
        <source>%1 x %2 %3</source>
        <translation>%1 x %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>NewPuzzleDialog</name>
    <message>
        <source>New Puzzle</source>
        <translation>Nuevo puzle</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>S&amp;ymmetric clues</source>
        <translation>&amp;Pistas simétricas</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>Ta&amp;maño:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Dificultad:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>New %1, seed %2</source>
        <translation>Nuevo, dificultad %1, semilla %2</translation>
    </message>
    <message>
        <source>%1 puzzles cannot be made with symmetric clues.</source>
        <translation>Los puzles de %1 no se pueden hacer con pistas simétricas.</translation>
    </message>
    <message>
        <source>Making a puzzle (seed %1)...</source>
        <translation>Creando un puzle (semilla %1)...</translation>
    </message>
    <message>
        <source>No puzzle was made: %1</source>
        <translation>No se creó ningún puzle: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>OpenUrlDialog</name>
    <message>
        <source>Open URL or ID</source>
        <translation>Abrir URL o ID</translation>
    </message>
    <message>
        <source>A puzz.link URL (or a pzprv3 file), or a Simon Tatham game ID such as 7x7m2:2e1g2e2g1b5b4h1a4b2.</source>
        <translation>Una URL de puzz.link (o un archivo pzprv3), o un ID de juego de Simon Tatham como 7x7m2:2e1g2e2g1b5b4h1a4b2.</translation>
    </message>
    <message>
        <source>URL or ID</source>
        <translation>URL o ID</translation>
    </message>
</context>
<context>
    <name>PlayerActions</name>
    <message>
        <source>&amp;New Puzzle...</source>
        <translation>&amp;Nuevo puzle...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Guardar &amp;como...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Re&amp;empezar</translation>
    </message>
    <message>
        <source>&amp;Clear Pencil Marks</source>
        <translation>&amp;Borrar marcas de lápiz</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencias...</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>S&amp;olve</source>
        <translation>Re&amp;solver</translation>
    </message>
    <message>
        <source>Check Against &amp;Solution</source>
        <translation>Comprobar con la so&amp;lución</translation>
    </message>
    <message>
        <source>&amp;Back to Last Correct Position</source>
        <translation>&amp;Volver a la última posición correcta</translation>
    </message>
    <message>
        <source>Solver &amp;Lab...</source>
        <translation>&amp;Laboratorio de solucionadores...</translation>
    </message>
    <message>
        <source>Show &amp;Errors Live</source>
        <translation>Mostrar &amp;errores al momento</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;justar a la ventana</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Teclado y ratón</translation>
    </message>
    <message>
        <source>&amp;About puzzlegui</source>
        <translation>&amp;Acerca de puzzlegui</translation>
    </message>
    <message>
        <source>How to Play %1</source>
        <translation>Cómo jugar a %1</translation>
    </message>
    <message>
        <source>&amp;How to Play This Puzzle</source>
        <translation>&amp;Cómo jugar a este puzle</translation>
    </message>
    <message>
        <source>Close the Hint</source>
        <translation>Cerrar la pista</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Puzle</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>About this puzzle</source>
        <translation>Sobre este puzle</translation>
    </message>
    <message>
        <source>Keep going.</source>
        <translation>Sigue así.</translation>
    </message>
    <message>
        <source>Solved with help.</source>
        <translation>Resuelto con ayuda.</translation>
    </message>
    <message>
        <source>Solved in %1!</source>
        <translation>¡Resuelto en %1!</translation>
    </message>
    <message>
        <source>Clear pencil marks</source>
        <translation>Borrar marcas de lápiz</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Resuelto.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s): %1</source>
        <translation>
            <numerusform>%n error: %1</numerusform>
            <numerusform>%n errores: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Ningún error por ahora.</translation>
    </message>
    <message>
        <source>About puzzlegui</source>
        <translation>Acerca de puzzlegui</translation>
    </message>
    <message>
        <source>A sample to start with. Your games: File &gt; Games... (Ctrl+G); a new puzzle: File &gt; New Puzzle... (Ctrl+N).</source>
        <translation>Un ejemplo para empezar. Tus partidas: Archivo &gt; Partidas... (Ctrl+G); un puzle nuevo: Archivo &gt; Nuevo puzle... (Ctrl+N).</translation>
    </message>
    <message>
        <source>Could not restore your games at start; details are in the log.</source>
        <translation>No se pudieron recuperar tus partidas al iniciar; los detalles están en el registro.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Paint mistakes red as they happen</source>
        <translation>Pintar los errores en rojo en cuanto ocurren</translation>
    </message>
    <message>
        <source>A right click picks a cell for pencil marks (digit puzzles)</source>
        <translation>Un clic derecho elige una casilla para anotar a lápiz (puzles de dígitos)</translation>
    </message>
    <message>
        <source>Make the Type menu&apos;s and today&apos;s puzzles in the background, so they start at once</source>
        <translation>Preparar en segundo plano los puzles del menú Tipo y los de hoy, para que empiecen al momento</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>A new language shows the next time puzzlegui starts.</source>
        <translation>El nuevo idioma se verá la próxima vez que se inicie puzzlegui.</translation>
    </message>
    <message>
        <source>Colours follow the system&apos;s light or dark appearance. Shift+digit always writes a pencil mark.</source>
        <translation>Los colores siguen la apariencia clara u oscura del sistema. Mayús+dígito siempre escribe una marca de lápiz.</translation>
    </message>
    <message>
        <source>Errors:</source>
        <translation>Errores:</translation>
    </message>
    <message>
        <source>Pencil mode key:</source>
        <translation>Tecla del modo lápiz:</translation>
    </message>
    <message>
        <source>Right click:</source>
        <translation>Clic derecho:</translation>
    </message>
    <message>
        <source>New puzzles:</source>
        <translation>Puzles nuevos:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
</context>
<context>
    <name>PrintCommands</name>
    <message>
        <source>There is nothing to print.</source>
        <translation>No hay nada que imprimir.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Enviado a la impresora.</translation>
    </message>
    <message>
        <source>Cannot save the PDF</source>
        <translation>No se puede guardar el PDF</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>No se puede imprimir</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>&amp;This puzzle</source>
        <translation>&amp;Este puzle</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) selected in the &amp;Games window</source>
        <translation>
            <numerusform>La %n partida seleccionada en la ventana &amp;Partidas</numerusform>
            <numerusform>Las %n partidas seleccionadas en la ventana &amp;Partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>The games selected in the &amp;Games window (none is)</source>
        <translation>Las partidas seleccionadas en la ventana &amp;Partidas (no hay ninguna)</translation>
    </message>
    <message>
        <source>&amp;New puzzles:</source>
        <translation>Puzles &amp;nuevos:</translation>
    </message>
    <message>
        <source>How many new puzzles</source>
        <translation>Cuántos puzles nuevos</translation>
    </message>
    <message>
        <source>Difficulty of the new puzzles</source>
        <translation>Dificultad de los puzles nuevos</translation>
    </message>
    <message>
        <source>Print the &amp;solutions, after the puzzles</source>
        <translation>Imprimir las &amp;soluciones, después de los puzles</translation>
    </message>
    <message>
        <source>Save as P&amp;DF...</source>
        <translation>Guardar como P&amp;DF...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzles</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>Puzles por pá&amp;gina:</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay: %1</source>
        <translation>Repetición: %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>S&amp;top Reading</source>
        <translation>De&amp;tener la lectura</translation>
    </message>
    <message>
        <source>&amp;First</source>
        <translation>Pri&amp;mero</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Paso &amp;atrás</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Step For&amp;ward</source>
        <translation>Paso a&amp;delante</translation>
    </message>
    <message>
        <source>&amp;Last</source>
        <translation>Ú&amp;ltimo</translation>
    </message>
    <message>
        <source>&amp;Hardest Step</source>
        <translation>Paso más di&amp;fícil</translation>
    </message>
    <message>
        <source>&amp;Speed (steps a second):</source>
        <translation>&amp;Velocidad (pasos por segundo):</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>The start: step 0 of %1.</source>
        <translation>El inicio: paso 0 de %1.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Paso %1 de %2: %3</translation>
    </message>
    <message>
        <source>Reading each step against the hint ladder...</source>
        <translation>Leyendo cada paso con la escalera de pistas...</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>una conjetura</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <source>a note</source>
        <translation>una anotación</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>deshecho</translation>
    </message>
    <message>
        <source>the whole board at once</source>
        <translation>todo el tablero de una vez</translation>
    </message>
    <message>
        <source>Needed “%1” %2.</source>
        <translation>Necesitó «%1» %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n vez</numerusform>
            <numerusform>%n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>The hardest step is step %1.</source>
        <translation>El paso más difícil es el paso %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es).</source>
        <translation>
            <numerusform>%n conjetura.</numerusform>
            <numerusform>%n conjeturas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s).</source>
        <translation>
            <numerusform>%n error.</numerusform>
            <numerusform>%n errores.</numerusform>
        </translation>
    </message>
    <message>
        <source>No step was justified by a rule.</source>
        <translation>Ninguna regla justificó un paso.</translation>
    </message>
    <message>
        <source>The hardest step</source>
        <translation>El paso más difícil</translation>
    </message>
    <message>
        <source>The steps could not be read: %1</source>
        <translation>No se pudieron leer los pasos: %1</translation>
    </message>
    <message>
        <source>Reading stopped.</source>
        <translation>Lectura detenida.</translation>
    </message>
</context>
<context>
    <name>ShareCommands</name>
    <message>
        <source>Open &amp;URL or ID...</source>
        <translation>Abrir &amp;URL o ID...</translation>
    </message>
    <message>
        <source>&amp;Paste URL or ID</source>
        <translation>Pe&amp;gar URL o ID</translation>
    </message>
    <message>
        <source>Copy as puzz.link &amp;URL</source>
        <translation>Copiar como &amp;URL de puzz.link</translation>
    </message>
    <message>
        <source>Copy as &amp;Tatham ID</source>
        <translation>Copiar como ID de &amp;Tatham</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xportar...</translation>
    </message>
    <message>
        <source>Export with Sol&amp;ution...</source>
        <translation>Exportar con sol&amp;ución...</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message>
        <source>Cannot open the URL or ID</source>
        <translation>No se puede abrir la URL o el ID</translation>
    </message>
    <message>
        <source>Opened a %1 from a URL or ID.</source>
        <translation>Se abrió un %1 desde una URL o un ID.</translation>
    </message>
    <message>
        <source>The clipboard holds no puzz.link URL or Tatham ID.</source>
        <translation>El portapapeles no contiene ninguna URL de puzz.link ni ID de Tatham.</translation>
    </message>
    <message>
        <source>Cannot copy as %1</source>
        <translation>No se puede copiar como %1</translation>
    </message>
    <message>
        <source>Copied the %1: %2</source>
        <translation>Copiado el %1: %2</translation>
    </message>
    <message>
        <source>puzz.link URL</source>
        <translation>URL de puzz.link</translation>
    </message>
    <message>
        <source>Tatham ID</source>
        <translation>ID de Tatham</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado %1</translation>
    </message>
</context>
<context>
    <name>SidePanelView</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Show the size, source and rules</source>
        <translation>Mostrar el tamaño, el origen y las reglas</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>Apl&amp;icar</translation>
    </message>
    <message>
        <source>&amp;More</source>
        <translation>&amp;Más</translation>
    </message>
    <message>
        <source>Show more of the hint (as Hint again does)</source>
        <translation>Muestra más de la pista (como volver a pulsar Pista)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop looking for this hint</source>
        <translation>Dejar de buscar esta pista</translation>
    </message>
    <message>
        <source>Finished digits: %1</source>
        <translation>Dígitos terminados: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Make the hinted move (one step to undo)</source>
        <translation>Hacer la jugada de la pista (un solo paso para deshacer)</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
</context>
<context>
    <name>SolveTimesChart</name>
    <message>
        <source>Solve times over time</source>
        <translation>Tiempos de resolución a lo largo del tiempo</translation>
    </message>
    <message>
        <source>No solved games yet.</source>
        <translation>Todavía no hay partidas resueltas.</translation>
    </message>
    <message>
        <source>(hollow: with help)</source>
        <translation>(hueco: con ayuda)</translation>
    </message>
</context>
<context>
    <name>SolverLabDialog</name>
    <message>
        <source>Solver Lab - %1</source>
        <translation>Laboratorio de solucionadores - %1</translation>
    </message>
    <message>
        <source>Default solver</source>
        <translation>Solucionador predeterminado</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Run &amp;All</source>
        <translation>Ejecutar &amp;todos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Tiempo (ms)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Solucionador:</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Límite de tiempo:</translation>
    </message>
    <message>
        <source>Running %1...</source>
        <translation>Ejecutando %1...</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resuelto</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>varias soluciones</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>StatisticsView</name>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grado</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resueltas</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Tiempo mediano</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Mejor tiempo</translation>
    </message>
    <message>
        <source>Help used</source>
        <translation>Con ayuda</translation>
    </message>
    <message>
        <source>Hints: where</source>
        <translation>Pistas: dónde</translation>
    </message>
    <message>
        <source>Hints: rule</source>
        <translation>Pistas: regla</translation>
    </message>
    <message>
        <source>Hints: step</source>
        <translation>Pistas: paso</translation>
    </message>
    <message>
        <source>Hints that showed only where to look (the least help)</source>
        <translation>Pistas que solo mostraron dónde mirar (la menor ayuda)</translation>
    </message>
    <message>
        <source>Hints that went on to name the rule</source>
        <translation>Pistas que llegaron a nombrar la regla</translation>
    </message>
    <message>
        <source>Hints that went on to show the whole step (the most help)</source>
        <translation>Pistas que llegaron a mostrar el paso entero (la mayor ayuda)</translation>
    </message>
    <message>
        <source>Solve times over time</source>
        <translation>Tiempos de resolución a lo largo del tiempo</translation>
    </message>
</context>
<context>
    <name>TrialControls</name>
    <message>
        <source>Start &amp;Trial</source>
        <translation>&amp;Iniciar prueba</translation>
    </message>
    <message>
        <source>&amp;Accept Trial</source>
        <translation>A&amp;ceptar la prueba</translation>
    </message>
    <message>
        <source>D&amp;iscard Trial</source>
        <translation>Desc&amp;artar la prueba</translation>
    </message>
    <message>
        <source>Trial %1 open: its moves show in violet.</source>
        <translation>Prueba %1 abierta: sus jugadas se ven en violeta.</translation>
    </message>
    <message>
        <source>Start trial</source>
        <translation>Iniciar prueba</translation>
    </message>
    <message>
        <source>Accept trial</source>
        <translation>Aceptar la prueba</translation>
    </message>
    <message>
        <source>Discard trial</source>
        <translation>Descartar la prueba</translation>
    </message>
</context>
<context>
    <name>UnsavedMovesQuestion</name>
    <message>
        <source>Moves not saved</source>
        <translation>Jugadas sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved to the game library.</source>
        <translation>
            <numerusform>%n jugada de esta partida no se pudo guardar en la biblioteca de partidas.</numerusform>
            <numerusform>%n jugadas de esta partida no se pudieron guardar en la biblioteca de partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep Trying</source>
        <translation>&amp;Seguir intentando</translation>
    </message>
    <message>
        <source>&amp;Save to a File...</source>
        <translation>&amp;Guardar en un archivo...</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>Salir de &amp;todos modos</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Alto &amp;contraste</translation>
    </message>
    <message>
        <source>Show &amp;Timer</source>
        <translation>Mostrar el &amp;reloj</translation>
    </message>
    <message>
        <source>&amp;Shade Finished Islands, Rectangles and Cages</source>
        <translation>&amp;Sombrear islas, rectángulos y jaulas terminados</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>Arrow keys move the cursor. Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take back and replay moves; a drag is one step. Restart clears the board and can be undone too. Escape closes the hint; any click or key takes the completion banner away. The Type menu makes a puzzle of a common size and difficulty in one click (Custom... opens New Puzzle, which remembers each type&apos;s last choice); Puzzle &gt; Today&apos;s Puzzles gives the day&apos;s puzzle of each type, the same on every computer. A broken rule shows a triangle in the corner of its cells as well as red. View &gt; High Contrast turns the whole window white on black. In a small window the toolbar goes and the rules fold behind the Rules button beside the board. View &gt; Show Timer hides the clock; Edit &gt; Start Trial (Ctrl+T) shows later moves in violet until Accept Trial (Ctrl+Shift+T) keeps them or Discard Trial (Ctrl+D) takes them all back; trials nest. View &gt; Shade Finished Islands, Rectangles and Cages shades each Nurikabe island walled in at its size, each Shikaku rectangle holding one clue equal to its area and each Calcudoku cage that makes its target; Puzzle &gt; Pause (F6) stops the clock and hides the board. Alt and the underlined letter opens a menu, a letter runs its entry, arrows and Enter work too; in a dialog Alt and a letter goes to a field. In a small window the status bar&apos;s sentence shows in the side panel.</source>
        <translation>Las flechas mueven el cursor. Deshacer y Rehacer (Ctrl+Z, Ctrl+Mayús+Z) retiran y repiten jugadas; un arrastre es un solo paso. Reempezar vacía el tablero y también se puede deshacer. Escape cierra la pista; cualquier clic o tecla quita el cartel de puzle resuelto. El menú Tipo hace un puzle de un tamaño y una dificultad habituales con un clic (Personalizado... abre Nuevo puzle, que recuerda la última elección de cada tipo); Puzle &gt; Puzles de hoy da el puzle del día de cada tipo, el mismo en todos los ordenadores. Una regla incumplida muestra un triángulo en la esquina de sus casillas además del rojo. Ver &gt; Alto contraste pone toda la ventana en blanco sobre negro. En una ventana pequeña desaparece la barra de herramientas y las reglas se pliegan tras el botón Reglas junto al tablero. Ver &gt; Mostrar el reloj oculta el reloj; Editar &gt; Iniciar prueba (Ctrl+T) muestra en violeta las jugadas siguientes hasta que Aceptar la prueba (Ctrl+Mayús+T) las conserva o Descartar la prueba (Ctrl+D) las retira todas; las pruebas se anidan. Ver &gt; Sombrear islas, rectángulos y jaulas terminados sombrea cada isla de Nurikabe rodeada de muros con su tamaño, cada rectángulo de Shikaku con una sola pista igual a su área y cada jaula de Calcudoku que da su objetivo; Puzle &gt; Pausa (F6) para el reloj y oculta el tablero. Alt y la letra subrayada abren un menú, una letra ejecuta su entrada, y las flechas e Intro también sirven; en un diálogo, Alt y una letra llevan a un campo. En una ventana pequeña, la frase de la barra de estado se muestra en el panel lateral.</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>All boards</source>
        <translation>Todos los tableros</translation>
    </message>
    <message>
        <source>&lt;h3&gt;puzzlegui 0.1.0&lt;/h3&gt;&lt;p&gt;Play Hashiwokakero, Nurikabe, Shikaku, Calcudoku and Logi-5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Credits.&lt;/b&gt; puzzlegui grew from five documents: the UNED Hashiwokakero solver (Java, course 2009-10), the SIA CalcuDoku heuristic-repair study (Juan Pablo Rey, Santiago Camisay, Fernando Bejarano), the Nurikabe backtracking practical (Agustin Arias, Juan Zuccotti, Carlos Fernandez, 2020), the Logi-5 stochastic-search generator challenge, and the UNED Shikaku backtracking practical (2008). Puzzle genres by Nikoli (Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku) and Logi-5 (a jigsaw Latin square). Simon Tatham&apos;s Portable Puzzle Collection showed the way. Board font: DejaVu Sans (Bitstream Vera licence). Built with Qt and PySide6 (LGPLv3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;puzzlegui 0.1.0&lt;/h3&gt;&lt;p&gt;Juega a Hashiwokakero, Nurikabe, Shikaku, Calcudoku y Logi-5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Créditos.&lt;/b&gt; puzzlegui nació de cinco documentos: el solucionador de Hashiwokakero de la UNED (Java, curso 2009-10), el estudio de reparación heurística de CalcuDoku del SIA (Juan Pablo Rey, Santiago Camisay, Fernando Bejarano), la práctica de vuelta atrás de Nurikabe (Agustín Arias, Juan Zuccotti, Carlos Fernández, 2020), el reto del generador de Logi-5 por búsqueda estocástica y la práctica de vuelta atrás de Shikaku de la UNED (2008). Géneros de puzle de Nikoli (Hashiwokakero, Nurikabe, Shikaku), Tetsuya Miyamoto (KenKen/Calcudoku) y Logi-5 (un cuadrado latino con regiones). La colección de puzles portátiles de Simon Tatham mostró el camino. Fuente de los tableros: DejaVu Sans (licencia Bitstream Vera). Hecho con Qt y PySide6 (LGPLv3).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>The game library %1 was damaged: kept as %2; a new one is used.</source>
        <translation>La biblioteca de partidas %1 estaba dañada: se guarda como %2; se usa una nueva.</translation>
    </message>
    <message>
        <source>The game library %1 is from a newer puzzlegui: kept as %2; a new one is used.</source>
        <translation>La biblioteca de partidas %1 es de un puzzlegui más nuevo: se guarda como %2; se usa una nueva.</translation>
    </message>
    <message>
        <source>The game library %1 belongs to another program: kept as %2 unchanged; a new one is used.</source>
        <translation>La biblioteca de partidas %1 es de otro programa: se conserva sin cambios como %2; se usa una nueva.</translation>
    </message>
    <message>
        <source>The game library %1 can be read but not written (%3): your games resume, and new moves are kept in memory and written when the file can be written again.</source>
        <translation>La biblioteca de partidas %1 se puede leer pero no escribir (%3): tus partidas continúan, y las jugadas nuevas se guardan en memoria y se escriben cuando el archivo se pueda volver a escribir.</translation>
    </message>
    <message>
        <source>Another window changed this game (%3): both histories are kept, this window&apos;s as a game of its own.</source>
        <translation>Otra ventana cambió esta partida (%3): se conservan los dos historiales, el de esta ventana como una partida aparte.</translation>
    </message>
    <message>
        <source>Cannot write the game library %1 (%3): games are kept in memory for now.</source>
        <translation>No se puede escribir la biblioteca de partidas %1 (%3): las partidas se guardan en memoria por ahora.</translation>
    </message>
    <message>
        <source>Your saved game was moved into the game library (old file: %2).</source>
        <translation>Tu partida guardada pasó a la biblioteca de partidas (archivo antiguo: %2).</translation>
    </message>
    <message>
        <source>%3 games that an older puzzlegui had set aside are back in your game library (the file is kept: %2).</source>
        <translation>%3 partidas que un puzzlegui más antiguo había apartado vuelven a estar en tu biblioteca de partidas (el archivo se conserva: %2).</translation>
    </message>
    <message>
        <source>One game that an older puzzlegui had set aside is back in your game library (the file is kept: %2).</source>
        <translation>Una partida que un puzzlegui más antiguo había apartado vuelve a estar en tu biblioteca de partidas (el archivo se conserva: %2).</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read (%3): kept as %2.</source>
        <translation>No se pudo leer la partida guardada %1 (%3): se guarda como %2.</translation>
    </message>
    <message>
        <source>A game in the library could not be read and was skipped: %3</source>
        <translation>Una partida de la biblioteca no se pudo leer y se omitió: %3</translation>
    </message>
</context>
<context>
    <name>message</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>%1

Your game has been saved; details are in the log.</source>
        <translation>%1

Tu partida se ha guardado; los detalles están en el registro.</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Save the puzzles as PDF</source>
        <translation>Guardar los puzles como PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Puzzle %1: %2</source>
        <translation>Puzle %1: %2</translation>
    </message>
    <message>
        <source>%1 puzzles</source>
        <translation>%1 puzles</translation>
    </message>
    <message>
        <source>The printer %1 is not available.</source>
        <translation>La impresora %1 no está disponible.</translation>
    </message>
</context>
<context>
    <name>prompts</name>
    <message>
        <source>Boards (%1);;Text boards (*.txt);;JSON (*.json);;All files (*)</source>
        <translation>Tableros (%1);;Tableros de texto (*.txt);;JSON (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a board</source>
        <translation>Abrir un tablero</translation>
    </message>
    <message>
        <source>Save the board</source>
        <translation>Guardar el tablero</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <source>Puzzle</source>
        <translation>Puzle</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>The puzzle has no solution to show (the solver says: %1).</source>
        <translation>El puzle no tiene una solución que mostrar (el solucionador dice: %1).</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source>Cannot tell the format of %1: name it .png, .svg or .pdf.</source>
        <translation>No se sabe el formato de %1: llámalo .png, .svg o .pdf.</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>The board is too large for a PNG image; export a PDF or SVG.</source>
        <translation>El tablero es demasiado grande para una imagen PNG; exporta un PDF o un SVG.</translation>
    </message>
    <message>
        <source>Made with puzzlegui</source>
        <translation>Hecho con puzzlegui</translation>
    </message>
    <message>
        <source>Cannot start the document.</source>
        <translation>No se puede empezar el documento.</translation>
    </message>
</context>
<context>
    <name>share</name>
    <message>
        <source>PDF document (*.pdf);;PNG image (*.png);;SVG image (*.svg)</source>
        <translation>Documento PDF (*.pdf);;Imagen PNG (*.png);;Imagen SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export the puzzle</source>
        <translation>Exportar el puzle</translation>
    </message>
</context>
<context>
    <name>source</name>
    <message>
        <source>Entered by hand</source>
        <translation>Introducido a mano</translation>
    </message>
    <message>
        <source>Puzzle of the day, %1</source>
        <translation>Puzle del día, %1</translation>
    </message>
</context>
<context>
    <name>url_dialog</name>
    <message>
        <source>Paste or type a URL or ID.</source>
        <translation>Pega o escribe una URL o un ID.</translation>
    </message>
</context>
</TS>
