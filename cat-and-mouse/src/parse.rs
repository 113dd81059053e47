//! Reading cases: one graph a line, as LeetCode writes it: the adjacency lists of nodes 0,
//! 1, 2, … in order, `[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`, with any whitespace
//! (C's `isspace`) between the brackets, commas and numbers. Blank lines are skipped. A
//! line is parsed piece by piece as it streams in ([`Scanner::next_line_in_pieces`]),
//! straight into a flat adjacency array, so a long line is never held whole.
//!
//! Refused, each with the place it is found at (`LINE:COL`):
//! - anything that is not that syntax (a missing bracket or comma, a sign, a letter, text
//!   after the graph's closing `]`);
//! - fewer than 3 nodes (the hole 0, the mouse 1 and the cat 2 must exist), or more than
//!   [`MAX_NODES`] (named at the `[` of the first list too many);
//! - a node number of [`MAX_NODES`] or more (at once), or one the graph does not have
//!   (once the line is read and the number of nodes known);
//! - a node that lists itself, or lists a neighbour twice;
//! - an edge listed one way only: the graph is undirected, so `j` in node `i`'s list needs
//!   `i` in node `j`'s;
//! - a mouse with no move (node 1's list empty) or a cat with no move (node 2's only
//!   neighbour the hole, where the cat may not go). The judge promises both a move; a
//!   player elsewhere cannot be stuck, since whoever reached a node came from a neighbour
//!   they may go back to.
//!
//! Other nodes may have empty lists (the judge says every list has an entry; a node no
//! one can reach changes nothing, so it is accepted).

use dp_problem::ReadCase;
use dp_problem::scan::{LinePiece, ParseError, PieceParser, Pos, Scanner, is_space, quote};

/// The most nodes a graph may have: the positions (mouse, cat, who moves) number
/// 2 × n², each a byte of outcome, two of counter and four of queue, 14 MB at n = 1,000
/// (`explain` and `--json` add 12 bytes a position); the answer takes up to n · 2E steps,
/// about a second at n = 1,000 when every pair is an edge.
pub const MAX_NODES: usize = 1_000;
/// The judge's most nodes.
pub const JUDGE_MAX_NODES: usize = 50;
/// The fewest nodes: the hole 0, the mouse's node 1, the cat's node 2.
pub const MIN_NODES: usize = 3;

/// One case: an undirected graph as flat adjacency lists (CSR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The line of the input the graph is on, from 1.
    pub line: u32,
    /// `start[v]..start[v + 1]` indexes node v's neighbours in [`Case::neighbours`];
    /// n + 1 entries.
    pub start: Vec<u32>,
    /// Every list, node 0's first, in the input's order.
    pub neighbours: Vec<u32>,
}

impl Case {
    /// A graph from nested lists, for tests and benches; `None` unless it reads back as a
    /// valid case (symmetric, no loops, the cat and the mouse can move).
    pub fn from_lists(lists: &[Vec<usize>]) -> Option<Case> {
        let text = format!("{lists:?}").replace(' ', "");
        let mut cases = dp_problem::scan::read_all(text.as_bytes(), Case::read_case);
        match cases.pop() {
            Some(Ok(case)) if cases.is_empty() => Some(case),
            _ => None,
        }
    }

    /// n, the number of nodes.
    pub fn nodes(&self) -> usize {
        self.start.len() - 1
    }

    /// Node v's neighbours, as listed.
    pub fn adjacent(&self, v: usize) -> &[u32] {
        &self.neighbours[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// The number of edges (each listed twice).
    pub fn edges(&self) -> usize {
        self.neighbours.len() / 2
    }

    /// The graph as LeetCode writes it.
    pub fn to_text(&self) -> String {
        let lists: Vec<String> = (0..self.nodes())
            .map(|v| {
                let items: Vec<String> = self.adjacent(v).iter().map(u32::to_string).collect();
                format!("[{}]", items.join(","))
            })
            .collect();
        format!("[{}]", lists.join(","))
    }
}

/// The bytes the answer's tables take for a graph of `nodes` nodes: 7 a position (an
/// outcome, a counter, a place in the queue), 2n² positions.
pub fn table_bytes(nodes: usize) -> u64 {
    7 * 2 * (nodes as u64).pow(2)
}

/// The tables at the largest graph, in words: `14 MB`.
pub fn largest_tables() -> String {
    format!("{} MB", table_bytes(MAX_NODES).div_ceil(1_000_000))
}

/// The words of the limit message.
pub fn node_limit() -> String {
    format!(
        "this solver's limit is {MAX_NODES} nodes (the judge's is {JUDGE_MAX_NODES}): the \
         positions take 7 bytes each, 2 x n^2 of them, {} at n = {MAX_NODES}",
        largest_tables()
    )
}

impl ReadCase for Case {
    /// Reads one graph: the next line that is not blank; `None` when only blank lines
    /// remain.
    fn read_case(scanner: &mut Scanner<'_>, _number: usize) -> Result<Option<Self>, ParseError> {
        scanner.next_parsed_line::<LineParser>()
    }
}

/// Where the parser stands on the line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum State {
    /// Nothing but whitespace yet.
    #[default]
    Blank,
    /// After the graph's `[`: a list's `[` or the graph's `]`.
    GraphOpen,
    /// After a comma between lists: a list's `[`.
    ListExpected,
    /// After a list's `[`: a number or `]`.
    ListOpen,
    /// After a number: `,` or `]`.
    Number,
    /// After a comma inside a list: a number.
    NumberExpected,
    /// After a list's `]`: `,` or the graph's `]`.
    ListClosed,
    /// After the graph's `]`: only whitespace.
    Done,
}

/// One line's parse, carried from piece to piece; columns are counted as the bytes pass.
#[derive(Debug, Default)]
struct LineParser {
    state: State,
    start: Vec<u32>,
    neighbours: Vec<u32>,
    /// The column of every entry of `neighbours`, and of every list's `[`: for the
    /// errors found once the line is read (a node the graph does not have, an edge one
    /// way only).
    entry_cols: Vec<u32>,
    list_cols: Vec<u32>,
    graph_col: u32,
    /// `seen[v]` is 1 + the list that last named v: a neighbour listed twice.
    seen: Vec<u32>,
    /// 1 + the open list's node, as `seen` stamps it.
    stamp: u32,
    line: u32,
    error: Option<ParseError>,
}

/// Bytes that end a word: whitespace and the syntax's own characters.
fn ends_word(byte: u8) -> bool {
    is_space(byte) || matches!(byte, b'[' | b']' | b',')
}

/// Whether a byte starts a character (is not a UTF-8 continuation byte).
fn starts_char(byte: u8) -> bool {
    byte & 0xC0 != 0x80
}

impl PieceParser for LineParser {
    type Line = Case;

    /// Leaves a word cut by the end of the piece for the next one.
    fn take(&mut self, piece: &LinePiece<'_>) -> usize {
        if self.error.is_some() {
            return piece.text.len();
        }
        self.line = piece.number;
        if piece.last && self.state == State::Blank && self.start.is_empty() {
            if self.plain_line(piece) {
                return piece.text.len();
            }
            // Not the plain kind: read again, byte by byte, for the error or the whitespace.
            self.start.clear();
            self.neighbours.clear();
            self.entry_cols.clear();
            self.list_cols.clear();
            self.seen.clear();
            self.stamp = 0;
            self.state = State::Blank;
        }
        match self.parse(piece) {
            Ok(used) => used,
            Err(error) => {
                self.error = Some(error);
                piece.text.len()
            }
        }
    }

    fn is_blank(&self) -> bool {
        self.error.is_none() && self.state == State::Blank
    }

    fn finish(self, line: u32) -> Result<Case, ParseError> {
        match self.error {
            Some(error) => Err(error),
            None => self.graph(line),
        }
    }
}

impl LineParser {
    /// A whole line of the plain kind, as `gen` and LeetCode write it: no whitespace, every
    /// neighbour 1 to 3 digits, none listed twice or by itself, at most [`MAX_NODES`]
    /// lists. Reads it at a few instructions a byte, with the same lists and columns as
    /// [`LineParser::parse`]; `false` at the first thing it does not take (what it read is
    /// then thrown away and the line read by `parse`, which names the error or takes the
    /// whitespace).
    fn plain_line(&mut self, piece: &LinePiece<'_>) -> bool {
        let text = piece.text;
        let col = piece.pos(0).col;
        if text.first() != Some(&b'[') || text.get(1) != Some(&b'[') {
            return false;
        }
        self.graph_col = col;
        self.seen.resize(64, 0);
        self.neighbours.reserve(text.len() / 2);
        self.entry_cols.reserve(text.len() / 2);
        self.start.reserve(text.len() / 3 + 1);
        self.list_cols.reserve(text.len() / 3);
        self.start.push(0);
        let mut at = 1;
        loop {
            // A list's `[`.
            if text.get(at) != Some(&b'[') || self.start.len() == MAX_NODES + 1 {
                return false;
            }
            self.start.push(self.neighbours.len() as u32);
            self.list_cols.push(col + at as u32);
            self.stamp = self.start.len() as u32 - 1;
            at += 1;
            if text.get(at) == Some(&b']') {
                at += 1;
            } else {
                loop {
                    let begin = at;
                    let mut value = 0usize;
                    while let Some(digit) = text.get(at).map(|b| b.wrapping_sub(b'0'))
                        && digit <= 9
                    {
                        value = value * 10 + usize::from(digit);
                        at += 1;
                        if at - begin > 3 {
                            return false;
                        }
                    }
                    if at == begin
                        || value + 1 == self.stamp as usize
                        || self.seen.get(value) == Some(&self.stamp)
                    {
                        return false;
                    }
                    if value >= self.seen.len() {
                        self.seen
                            .resize((value + 1).next_power_of_two().min(MAX_NODES), 0);
                    }
                    self.seen[value] = self.stamp;
                    self.neighbours.push(value as u32);
                    self.entry_cols.push(col + begin as u32);
                    at += 1;
                    match text.get(at - 1) {
                        Some(b',') => {}
                        Some(b']') => break,
                        _ => return false,
                    }
                }
            }
            *self.start.last_mut().expect("a list is open") = self.neighbours.len() as u32;
            at += 1;
            match text.get(at - 1) {
                Some(b',') => {}
                Some(b']') => break,
                _ => return false,
            }
        }
        if at != text.len() {
            return false;
        }
        self.state = State::Done;
        true
    }

    /// The node whose list is open (`start` holds its beginning and the end so far).
    fn node(&self) -> usize {
        self.start.len().saturating_sub(2)
    }

    fn parse(&mut self, piece: &LinePiece<'_>) -> Result<usize, ParseError> {
        let text = piece.text;
        // Room at once for what the piece may hold (a neighbour takes 2 bytes or more, a
        // list 3), rather than copies as the lists double.
        self.neighbours.reserve(text.len() / 2);
        self.entry_cols.reserve(text.len() / 2);
        self.start.reserve(text.len() / 3 + 1);
        self.list_cols.reserve(text.len() / 3);
        let mut col = piece.pos(0).col;
        let mut offset = 0;
        let at = |col: u32| Pos {
            line: piece.number,
            col,
        };
        while offset < text.len() {
            let byte = text[offset];
            if is_space(byte) {
                offset += 1;
                col += 1;
                continue;
            }
            let here = col;
            match (self.state, byte) {
                (State::Blank, b'[') => {
                    self.state = State::GraphOpen;
                    self.graph_col = here;
                    // Grown as larger nodes are named (see `number`).
                    self.seen = vec![0; 64];
                }
                (State::GraphOpen | State::ListExpected, b'[') => {
                    if self.start.len() == MAX_NODES + 1 {
                        let message = format!("more than {MAX_NODES} nodes: {}", node_limit());
                        return Err(ParseError::new(at(here), message));
                    }
                    if self.start.is_empty() {
                        self.start.push(0);
                    }
                    self.start.push(self.neighbours.len() as u32);
                    self.list_cols.push(here);
                    self.stamp = self.start.len() as u32 - 1;
                    self.state = State::ListOpen;
                }
                (State::GraphOpen | State::ListClosed, b']') => self.state = State::Done,
                (State::ListOpen | State::Number, b']') => {
                    *self.start.last_mut().expect("a list is open") = self.neighbours.len() as u32;
                    self.state = State::ListClosed;
                }
                (State::Number, b',') => self.state = State::NumberExpected,
                (State::ListClosed, b',') => self.state = State::ListExpected,
                (State::ListOpen | State::NumberExpected, b'0'..=b'9') => {
                    // Numbers and the commas between them, as long as they run.
                    loop {
                        let begin = offset;
                        let mut value = 0usize;
                        while let Some(&digit) = text.get(offset).filter(|d| d.is_ascii_digit()) {
                            value = (value * 10 + usize::from(digit - b'0')).min(MAX_NODES);
                            offset += 1;
                        }
                        if offset == text.len() && !piece.last {
                            return Ok(begin);
                        }
                        self.number(value, &text[begin..offset], at(col))?;
                        col += (offset - begin) as u32;
                        self.state = State::Number;
                        if text.get(offset) == Some(&b',')
                            && text.get(offset + 1).is_some_and(u8::is_ascii_digit)
                        {
                            offset += 1;
                            col += 1;
                            self.state = State::NumberExpected;
                        } else {
                            break;
                        }
                    }
                    continue;
                }
                _ => {
                    let rest = &text[offset..];
                    let length = match rest.iter().position(|&b| ends_word(b)) {
                        Some(length) => length.max(1),
                        None if !piece.last => return Ok(offset),
                        None => rest.len(),
                    };
                    let message = format!(
                        "found {}, expected {}",
                        quote(&rest[..length]),
                        self.expected()
                    );
                    return Err(ParseError::new(at(here), message));
                }
            }
            offset += 1;
            col += 1;
        }
        if piece.last && !matches!(self.state, State::Blank | State::Done) {
            let message = format!(
                "the line ended inside the graph, expected {}",
                self.expected()
            );
            return Err(ParseError::new(at(col), message));
        }
        // Columns count characters: a multibyte character can only be part of an error,
        // which has returned above, so every byte used here was one column.
        debug_assert!(text[..offset].iter().all(|&b| starts_char(b)));
        Ok(offset)
    }

    /// What may come next, in words.
    fn expected(&self) -> String {
        let node = self.node();
        match self.state {
            State::Blank => {
                "\"[\" to open the graph, a list of adjacency lists: [[1,2],[0],[0]]".into()
            }
            State::GraphOpen => "\"[\" to open node 0's list, or \"]\"".into(),
            State::ListExpected => format!("\"[\" to open node {}'s list", node + 1),
            State::ListOpen => format!("a neighbour of node {node} or \"]\""),
            State::Number => format!("\",\" or \"]\" to close node {node}'s list"),
            State::NumberExpected => format!("a neighbour of node {node}"),
            State::ListClosed => "\",\" and the next list, or \"]\" to close the graph".into(),
            State::Done => "the end of the line after the graph's \"]\"".into(),
        }
    }

    /// One neighbour of the open list, `value` read from `digits` (`MAX_NODES` when it is
    /// that or more), checked as far as it can be before the line ends.
    #[inline]
    fn number(&mut self, value: usize, digits: &[u8], pos: Pos) -> Result<(), ParseError> {
        if value >= MAX_NODES
            || value + 1 == self.stamp as usize
            || self.seen.get(value) == Some(&self.stamp)
        {
            return Err(self.bad_number(value, digits, pos));
        }
        if value >= self.seen.len() {
            // Nodes not named yet are 0, never a stamp.
            self.seen
                .resize((value + 1).next_power_of_two().min(MAX_NODES), 0);
        }
        self.seen[value] = self.stamp;
        self.neighbours.push(value as u32);
        self.entry_cols.push(pos.col);
        Ok(())
    }

    /// Why a neighbour is refused.
    #[cold]
    fn bad_number(&self, value: usize, digits: &[u8], pos: Pos) -> ParseError {
        let node = self.node();
        let message = if value >= MAX_NODES {
            format!(
                "found {}, expected a node number, 0 to {} ({})",
                quote(digits),
                MAX_NODES - 1,
                node_limit()
            )
        } else if value == node {
            format!("node {node} lists itself: an edge joins two different nodes")
        } else {
            format!("node {node} lists {value} twice")
        };
        ParseError::new(pos, message)
    }

    /// The graph, once its line is read without a syntax error: the checks that need the
    /// whole of it.
    fn graph(self, line: u32) -> Result<Case, ParseError> {
        let at = |col: u32| Pos { line, col };
        let n = self.start.len().saturating_sub(1);
        if n < MIN_NODES {
            let message = format!(
                "the graph has {}, expected at least {MIN_NODES}: the hole 0, the mouse's \
                 node 1 and the cat's node 2",
                dp_problem::text::plural(n as u64, "node", "nodes")
            );
            return Err(ParseError::new(at(self.graph_col), message));
        }
        let case = Case {
            line,
            start: self.start,
            neighbours: self.neighbours,
        };
        // Every node named must exist; then, with the edges as a matrix of bits, every
        // edge must be listed both ways. In input order, so the first fault is named.
        let mut matrix = vec![0u64; (n * n).div_ceil(64)];
        for v in 0..n {
            for index in case.start[v] as usize..case.start[v + 1] as usize {
                let w = case.neighbours[index] as usize;
                if w >= n {
                    let message = format!(
                        "node {v} lists {w}, but the graph has {n} nodes, 0 to {}",
                        n - 1
                    );
                    return Err(ParseError::new(at(self.entry_cols[index]), message));
                }
                let bit = v * n + w;
                matrix[bit / 64] |= 1 << (bit % 64);
            }
        }
        for v in 0..n {
            for index in case.start[v] as usize..case.start[v + 1] as usize {
                let w = case.neighbours[index] as usize;
                let bit = w * n + v;
                if matrix[bit / 64] & (1 << (bit % 64)) == 0 {
                    let message = format!(
                        "node {v} lists {w}, but node {w} does not list {v}: the graph is \
                         undirected, an edge is in both lists"
                    );
                    return Err(ParseError::new(at(self.entry_cols[index]), message));
                }
            }
        }
        if case.adjacent(1).is_empty() {
            let message = "the mouse cannot move: node 1's list is empty (the judge promises \
                           the mouse and the cat a move)";
            return Err(ParseError::new(at(self.list_cols[1]), message));
        }
        if case.adjacent(2).iter().all(|&w| w == 0) {
            let message = "the cat cannot move: node 2's only neighbour is the hole 0, where \
                           the cat may not go (the judge promises the mouse and the cat a move)";
            return Err(ParseError::new(at(self.list_cols[2]), message));
        }
        Ok(case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each case as LeetCode writes it, or the error as the run prints it after the file.
    fn parse(input: &str) -> Vec<String> {
        let read = dp_problem::scan::read_all(input.as_bytes(), Case::read_case);
        let shown = |case: Result<Case, ParseError>| match case {
            Ok(case) => case.to_text(),
            Err(error) => error.to_string(),
        };
        read.into_iter().map(shown).collect()
    }

    #[test]
    fn one_graph_a_line_with_whitespace_anywhere() {
        assert_eq!(
            parse(
                "[[1,3],[0],[3],[0,2]]\n\n  [ [ 1 , 3 ] ,\t[0], [3],[0, 2] ]  \r\n[[2],[2],[0,1]]"
            ),
            [
                "[[1,3],[0],[3],[0,2]]",
                "[[1,3],[0],[3],[0,2]]",
                "[[2],[2],[0,1]]"
            ]
        );
    }

    #[test]
    fn errors_point_at_the_place() {
        let cases = [
            (
                "[[1],[0]",
                "1:9: the line ended inside the graph, expected \",\" and the next list, or \"]\" to close the graph",
            ),
            (
                "[[1],[0],[1]] x",
                "1:15: found \"x\", expected the end of the line after the graph's \"]\"",
            ),
            (
                "[[1,],[0],[1]]",
                "1:5: found \"]\", expected a neighbour of node 0",
            ),
            (
                "[[-1],[0],[1]]",
                "1:3: found \"-1\", expected a neighbour of node 0 or \"]\"",
            ),
            (
                "[[1],[1],[1]]",
                "1:7: node 1 lists itself: an edge joins two different nodes",
            ),
            ("[[1,1],[0],[1]]", "1:5: node 0 lists 1 twice"),
            (
                "[[1],[0]]",
                "1:1: the graph has 2 nodes, expected at least 3: the hole 0, the mouse's node 1 and the cat's node 2",
            ),
            (
                "[[1],[0,5],[1]]",
                "1:9: node 1 lists 5, but the graph has 3 nodes, 0 to 2",
            ),
            (
                "[[1],[0,2],[0]]",
                "1:9: node 1 lists 2, but node 2 does not list 1: the graph is undirected, an edge is in both lists",
            ),
            (
                "[[2],[],[0]]",
                "1:6: the mouse cannot move: node 1's list is empty (the judge promises the mouse and the cat a move)",
            ),
            (
                "[[1,2],[0],[0]]",
                "1:12: the cat cannot move: node 2's only neighbour is the hole 0, where the cat may not go (the judge promises the mouse and the cat a move)",
            ),
            (
                "[[1],[0],[1000]]",
                "1:11: found \"1000\", expected a node number, 0 to 999 (this solver's limit is 1000 nodes (the judge's is 50): the positions take 7 bytes each, 2 x n^2 of them, 14 MB at n = 1000)",
            ),
            (
                "[[1],[0],[é]]",
                "1:11: found \"é\", expected a neighbour of node 2 or \"]\"",
            ),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input).pop().as_deref(), Some(message), "{input}");
        }
    }

    #[test]
    fn the_plain_line_reader_agrees_with_the_byte_by_byte_one() {
        // A space at the end of a line sends it to `LineParser::parse`, and moves no
        // column: cases and errors must come out the same either way.
        let mut text = Vec::new();
        let knobs = crate::generate::Knobs {
            nodes: Some(dp_cli::cli::Span::new(3, 70)),
            density: Some(dp_cli::cli::Span::new(0, 60)),
        };
        dp_problem::Generate::generate(&knobs, &mut text, 3, 200).expect("a Vec takes it");
        let mut lines: Vec<String> = String::from_utf8(text)
            .expect("gen writes text")
            .lines()
            .map(str::to_owned)
            .collect();
        // Faults found after the line is read, with columns from the plain reader.
        lines.extend(
            [
                "[[1],[0,5],[1]]",
                "[[1],[0,2],[0]]",
                "[[2],[],[0]]",
                "[[1,2],[0],[0]]",
                "[[1],[0],[1],[]]",
                "[[1],[0],[1]]x",
                "[[1],[0],[999]]",
            ]
            .map(str::to_owned),
        );
        // Each line ends with its newline: a last line without one comes in two pieces,
        // which the byte-by-byte reader takes.
        for line in lines {
            let plain = parse(&format!("{line}\n"));
            assert_eq!(plain, parse(&format!("{line} \n")), "{line}");
            assert_eq!(plain, parse(&line), "{line}");
            assert_eq!(plain.len(), 1);
        }
    }

    #[test]
    fn a_graph_past_the_limit_is_refused_at_its_first_list_too_many() {
        let line = format!("[{}]", vec!["[]"; MAX_NODES + 1].join(","));
        let message = parse(&line).pop().expect("an error");
        assert!(
            message.starts_with(&format!("1:{}: more than 1000 nodes", 2 + 3 * MAX_NODES)),
            "{message}"
        );
    }

    #[test]
    fn words_cut_by_the_end_of_a_piece_are_read_whole() {
        // A long line arrives in pieces; numbers across their ends must read whole.
        let n = 600;
        let lists: Vec<Vec<usize>> = (0..n)
            .map(|v| (0..n).filter(|&w| w != v).collect())
            .collect();
        let case = Case::from_lists(&lists).expect("a complete graph");
        assert_eq!((case.nodes(), case.edges()), (n, n * (n - 1) / 2));
        assert_eq!(case.adjacent(599).last(), Some(&598));
    }
}
