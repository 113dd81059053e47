//! [`Record`]: how much of its work a solve keeps beyond the answer. The judge's line needs
//! the least, `--json` the decisions that reach the answer, `explain` and the lesson page
//! the table; a solver keeps no more than the view asks for (stone-game's plain answer
//! runs in O(K) memory because it keeps no line), and says in its `solve.rs` what each
//! level keeps for it.

/// How much a solve keeps beyond the answer, named for what asks for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    /// The answer alone: what the judge's line needs when it is one number.
    Answer,
    /// Also the decisions that reach the answer (the line of play, the assignment): what
    /// `--json` prints.
    Line,
    /// Also the entries of the table that `explain` and the lesson page show.
    Table,
    /// All a solve can keep, for tests and fuzzing that check one part against another.
    Everything,
}
