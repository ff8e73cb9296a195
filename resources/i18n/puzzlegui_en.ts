<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AssistCommands</name>
    <message numerus="yes">
        <source>%n cell(s) disagree with the solution.</source>
        <translation>
            <numerusform>%n cell disagrees with the solution.</numerusform>
            <numerusform>%n cells disagree with the solution.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DifficultyPanel</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n could not be read and were skipped)</source>
        <translation>
            <numerusform>(%n could not be read and was skipped)</numerusform>
            <numerusform>(%n could not be read and were skipped)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message numerus="yes">
        <source>%n mistake(s): %1</source>
        <translation>
            <numerusform>%n mistake: %1</numerusform>
            <numerusform>%n mistakes: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message numerus="yes">
        <source>The %n game(s) selected in the &amp;Games window</source>
        <translation>
            <numerusform>The %n game selected in the &amp;Games window</numerusform>
            <numerusform>The %n games selected in the &amp;Games window</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message numerus="yes">
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guess(es).</source>
        <translation>
            <numerusform>%n guess.</numerusform>
            <numerusform>%n guesses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s).</source>
        <translation>
            <numerusform>%n mistake.</numerusform>
            <numerusform>%n mistakes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnsavedMovesQuestion</name>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved to the game library.</source>
        <translation>
            <numerusform>%n move of this game could not be saved to the game library.</numerusform>
            <numerusform>%n moves of this game could not be saved to the game library.</numerusform>
        </translation>
    </message>
</context>
</TS>
