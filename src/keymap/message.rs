//! What the user asked for: a key's message (each declared with its keys
//! in `actions.rs`), or the mouse, the timer and the terminal's input.

/// What the user asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Forward,
    Back,
    NextEvaluation,
    PrevEvaluation,
    NextCutoff,
    PrevCutoff,
    Start,
    End,
    TogglePlay,
    Faster,
    Slower,
    /// The play timer fired.
    Tick,
    Up,
    Down,
    PageUp,
    PageDown,
    /// Run to the selected node or pseudocode line; open in the picker.
    Enter,
    SwitchPane,
    ToggleOpen,
    Follow,
    SwitchAlgorithm,
    /// The next of the other algorithms that apply to the tree.
    CycleAlgorithm,
    /// The minimax view of the values, or the negamax view.
    ToggleView,
    ToggleStrict,
    ToggleCompare,
    ToggleHelp,
    /// Back to the scenario list.
    Scenarios,
    /// The picker: the selected entry opened in practice.
    Practise,
    Escape,
    Quit,
    /// Ctrl-C: quits from any screen.
    Interrupt,
    Click {
        x: u16,
        y: u16,
    },
    ScrollUp {
        x: u16,
        y: u16,
    },
    ScrollDown {
        x: u16,
        y: u16,
    },
    /// The mouse moved with its left button held: the canvas follows it.
    Drag {
        x: u16,
        y: u16,
    },
    /// The terminal's new size.
    Resize {
        width: u16,
        height: u16,
    },
    /// Move the canvas by columns and rows.
    Pan {
        dx: i8,
        dy: i8,
    },
    /// More on the canvas (edge labels, names) / less.
    ZoomIn,
    ZoomOut,
    /// The tree as a canvas or as an outline.
    ToggleCanvas,
    /// Presenter mode.
    TogglePresent,
    /// The title, source and note of what is searched.
    ToggleInfo,
    /// Quiescence on or off.
    ToggleQuiescence,
    /// The ordering lab: the next order of the successors.
    CycleOrder,
    /// Knuth and Moore's node types drawn or not.
    ToggleNodeTypes,
    /// The chart of evaluations by depth in the counts' place, or back.
    ToggleChart,
    /// The scenario file read again.
    Reload,
    /// A lesson's next item, or the one before.
    NextItem,
    PrevItem,
    /// Practice: the last character typed taken back.
    Erase,
    /// The settings popup: the language, the cut-offs' names.
    Settings,
    /// The game screen: a key typed towards a move (a pit, a cell).
    Type(char),
    /// The game screen's cursor.
    Left,
    Right,
    /// The computer moves now.
    ComputerMove,
    /// Play out the last move stone by stone, on the timer / one stone.
    Sow,
    SowStep,
    /// Take back moves to the human's previous turn.
    Undo,
    /// The move tree of the computer's last decision / of the position.
    Tree,
    TreeHere,
    /// Search one ply deeper / shallower.
    Deeper,
    Shallower,
    /// Every move's exact value with perfect play.
    PerfectPlay,
    /// The position as a command line, in a box and to the clipboard.
    PositionLine,
    /// The whole-tree exercise: mark the selected leaf or edge.
    Mark,
    /// Editing a tree: the selected node's value typed (`=`), the node
    /// moved among its siblings, a leaf added, a subtree removed.
    EditValue,
    MoveLeft,
    MoveRight,
    InsertNode,
    DeleteNode,
    /// The last edit taken back made again.
    Redo,
    /// The edited tree written to a file / practised.
    WriteTree,
    PractiseEdited,
    /// A node selected by typing its name.
    FindNode,
    /// A student served over ssh (`gametree serve`): steps on their own
    /// over the lecturer's tree / back to the lecturer's step.
    Explore,
    FollowLecturer,
    /// The lecturer of a served class: the students' list, practice (or
    /// the exam) for everyone started or ended, everyone locked in follow.
    Students,
    ClassPractice,
    LockFollow,
    /// A key whose action a served session refuses (it would touch the
    /// lecturer's disk or process): said, never done.
    NotServed,
}
