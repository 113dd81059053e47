//! Reading cases: one case a non-empty line, the pile values as integers separated by
//! commas and/or whitespace (C's `isspace`, as everywhere in dp-cli), optionally inside
//! `[` `]` — so both LeetCode's `[1,2,3,7]` and a plain `1 2 3 7` work. A line is parsed
//! piece by piece as the input streams in ([`Scanner::next_parsed_line`]), straight
//! from the reader's buffer into the values: the line itself is never held whole, so a
//! case takes its values' memory and a buffer of a few read sizes, however long the line.
//! The values between commas are read 64 bytes at a time (`short_values`) and kept in 32
//! bits each while they fit ([`Piles`]). A long line's values are gathered into its
//! vector on a second thread (`Appender`), which takes the kernel's work of the vector's
//! fresh memory off the parsing core, and which also parses the back of each long piece
//! of the line, handed to it as text: the line is read on two cores.
//!
//! Decisions where the problem is silent: a blank line is skipped (it is no case); `[]` is
//! a case with no piles (a tie, 0 to 0); a comma must stand between two values (`1,,2`,
//! `,1` and `1,` are errors); a `[` must be closed on its line; lines end with `\n` or
//! `\r\n`, and a `\r` with more of the line after it (old Mac line endings) is an error
//! rather than whitespace, which would merge every case into one. Values are `i64`; a line
//! may hold at most [`MAX_PILES`] of them.

use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::thread::{self, JoinHandle};

use dp_cli::ReadCase;
use dp_cli::scan::{
    LinePiece, ParseError, PieceParser, Pos, Scanner, is_space, lone_carriage_return, quote,
};

/// The most piles one case may have: 50 million values take 400 MB (200 MB when each fits
/// 32 bits). Longer lines are refused before their values are stored.
pub const MAX_PILES: usize = 50_000_000;

/// One case: the pile values in order, and the line they came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The line of the input the case is on, from 1.
    pub line: u32,
    /// The pile values, first pile first.
    pub values: Piles,
}

/// A line's pile values, in 32 bits each while every one fits (LeetCode's and `gen`'s
/// do), else in 64: half the memory for the usual line, and half of it for the DP to
/// read and the kernel to provide (ten million values: 40 MB of fresh pages, not 80).
/// Two `Piles` are equal when they hold the same values, however stored.
#[derive(Clone, Debug)]
pub enum Piles {
    /// Every value fits 32 bits.
    Narrow(Vec<i32>),
    /// Some value does not (or the values were given as `i64`).
    Wide(Vec<i64>),
}

impl Default for Piles {
    fn default() -> Self {
        Piles::Narrow(Vec::new())
    }
}

impl From<Vec<i64>> for Piles {
    fn from(values: Vec<i64>) -> Self {
        Piles::Wide(values)
    }
}

impl PartialEq for Piles {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl Eq for Piles {}

impl Piles {
    /// How many piles.
    pub fn len(&self) -> usize {
        match self {
            Piles::Narrow(values) => values.len(),
            Piles::Wide(values) => values.len(),
        }
    }

    /// Whether there are no piles.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of pile `index`.
    pub fn get(&self, index: usize) -> i64 {
        match self {
            Piles::Narrow(values) => i64::from(values[index]),
            Piles::Wide(values) => values[index],
        }
    }

    /// The values in order.
    pub fn iter(&self) -> impl Iterator<Item = i64> + '_ {
        let (narrow, wide) = match self {
            Piles::Narrow(values) => (values.as_slice(), &[][..]),
            Piles::Wide(values) => (&[][..], values.as_slice()),
        };
        narrow
            .iter()
            .map(|&v| i64::from(v))
            .chain(wide.iter().copied())
    }

    /// The values as `i64`, a copy.
    pub fn to_vec(&self) -> Vec<i64> {
        self.iter().collect()
    }

    /// Adds `value` at the end, widening every value first if it does not fit 32 bits.
    pub fn push(&mut self, value: i64) {
        match self {
            Piles::Narrow(values) => match i32::try_from(value) {
                Ok(narrow) => values.push(narrow),
                Err(_) => {
                    self.widen();
                    self.push(value);
                }
            },
            Piles::Wide(values) => values.push(value),
        }
    }

    /// Adds `more` at the end.
    fn extend_narrow(&mut self, more: &[i32]) {
        match self {
            Piles::Narrow(values) => values.extend_from_slice(more),
            Piles::Wide(values) => values.extend(more.iter().map(|&v| i64::from(v))),
        }
    }

    /// Adds the values of `more` at the end.
    fn append(&mut self, more: &Piles) {
        match more {
            Piles::Narrow(more) => self.extend_narrow(more),
            Piles::Wide(more) => {
                self.widen();
                if let Piles::Wide(values) = self {
                    values.extend_from_slice(more);
                }
            }
        }
    }

    /// Room for `additional` more values.
    fn reserve(&mut self, additional: usize) {
        match self {
            Piles::Narrow(values) => values.reserve(additional),
            Piles::Wide(values) => values.reserve(additional),
        }
    }

    /// No values, the memory kept.
    fn clear(&mut self) {
        match self {
            Piles::Narrow(values) => values.clear(),
            Piles::Wide(values) => values.clear(),
        }
    }

    /// The same values in 64 bits each.
    fn widen(&mut self) {
        if let Piles::Narrow(values) = self {
            *self = Piles::Wide(values.iter().map(|&v| i64::from(v)).collect());
        }
    }
}

impl ReadCase for Case {
    const LINE_A_CASE: bool = true;
    /// Reads case `number` (unused: a case is named by its line): the next line that is not
    /// blank; `None` when only blank lines are left.
    fn read_case(scanner: &mut Scanner<'_>, _number: usize) -> Result<Option<Self>, ParseError> {
        scanner.next_parsed_line::<LineParser>()
    }
}

/// What came last on the line, to know what may come next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Last {
    /// Nothing but whitespace yet.
    #[default]
    Blank,
    /// The start of the values: the `[`, or nothing before the first value.
    Start,
    Value,
    Comma,
    /// The `]`: only whitespace may follow.
    Closed,
}

/// What the parser reads at once: a [`LinePiece`]'s bytes, or a stretch of them handed to
/// the [`Appender`], with what places an error on the line.
#[derive(Clone, Copy, Debug)]
struct Piece<'a> {
    /// The line's number, from 1.
    number: u32,
    text: &'a [u8],
    /// Whether the line ends with `text`.
    last: bool,
    /// The column of `text[0]`.
    start_col: usize,
}

impl<'a> Piece<'a> {
    fn of(piece: &LinePiece<'a>) -> Self {
        Piece {
            number: piece.number,
            text: piece.text,
            last: piece.last,
            start_col: piece.pos(0).col as usize,
        }
    }

    /// The position of byte `offset`, as [`LinePiece::pos`] gives it: the column counts
    /// characters (bytes that are not UTF-8 continuation bytes). Costs O(offset).
    fn pos(&self, offset: usize) -> Pos {
        let characters = self.text[..offset]
            .iter()
            .filter(|&&byte| byte & 0xC0 != 0x80)
            .count();
        Pos {
            line: self.number,
            col: u32::try_from(self.start_col + characters).unwrap_or(u32::MAX),
        }
    }
}

/// One line's parse, carried from piece to piece.
#[derive(Debug, Default)]
struct LineParser {
    /// The values read and not handed to the appender: all of them, but on a long line.
    values: Piles,
    /// A long line's first values, gathered on a second thread.
    appender: Option<Appender>,
    /// Whether an appender was asked for (once a line).
    asked: bool,
    /// How many values to read one at a time before [`short_values`] is tried again.
    one_at_a_time: u8,
    last: Last,
    bracketed: bool,
    /// The first error; the rest of the line is then skipped.
    error: Option<ParseError>,
}

impl PieceParser for LineParser {
    type Line = Case;

    /// Leaves a token cut by the end of the piece for the next one.
    fn take(&mut self, piece: &LinePiece<'_>) -> usize {
        if self.error.is_some() {
            return piece.text.len();
        }
        let piece = Piece::of(piece);
        let from = self.hand_over_a_stretch(&piece);
        if self.error.is_some() {
            return piece.text.len();
        }
        let used = match self.parse(&piece, from) {
            Ok(used) => used,
            Err(error) => {
                self.error = Some(error);
                return piece.text.len();
            }
        };
        match &mut self.appender {
            Some(appender) if self.values.len() >= BATCH => appender.hand_over(&mut self.values),
            None if !self.asked && self.values.len() >= LONG_LINE => {
                self.asked = true;
                self.appender = Appender::start(&mut self.values);
            }
            _ => {}
        }
        used
    }

    fn is_blank(&self) -> bool {
        self.error.is_none() && self.last == Last::Blank && self.appender.is_none()
    }

    fn finish(mut self, line: u32) -> Result<Case, ParseError> {
        let values = match self.appender.take() {
            // The appender's error comes first: its stretches of the line come before
            // anything the parser read after handing them over.
            Some(appender) => appender.finish(std::mem::take(&mut self.values))?,
            None => self.values,
        };
        match self.error {
            Some(error) => Err(error),
            None => Ok(Case { line, values }),
        }
    }
}

impl LineParser {
    /// On a long line whose values an appender gathers, and a long piece: parses the front
    /// of the piece ([`FRONT_EIGHTHS`] of it, to a comma) and hands the appender the
    /// values that follow, up to the piece's last comma, as text to parse on its core.
    /// Returns where the parse of the piece goes on: 0 when nothing was done. On an error
    /// in the front, returns the piece's end (the error is kept, the line skipped).
    fn hand_over_a_stretch(&mut self, piece: &Piece<'_>) -> usize {
        let text = piece.text;
        if self.appender.is_none() || text.len() < SPLIT_PIECE || self.last == Last::Closed {
            return 0;
        }
        let Some(cut) = text[text.len() / 8 * FRONT_EIGHTHS..]
            .iter()
            .position(|&byte| byte == b',')
            .map(|found| text.len() / 8 * FRONT_EIGHTHS + found + 1)
        else {
            return 0;
        };
        let Some(end) = text.iter().rposition(|&byte| byte == b',').map(|at| at + 1) else {
            return 0;
        };
        if end <= cut {
            return 0;
        }
        let front = Piece {
            text: &text[..cut],
            last: false,
            ..*piece
        };
        match self.parse(&front, 0) {
            Err(error) => {
                self.error = Some(error);
                return text.len();
            }
            // The front ends with a comma, which always ends the token before it; the
            // stretch starts a value, as after any comma the parser took.
            Ok(used) if used == cut && self.last == Last::Comma => {}
            Ok(used) => return used,
        }
        let stretch = &text[cut..end];
        // No error before the cut: every byte of the front is ASCII (a character each).
        let start_col = piece.start_col + cut;
        let Some(appender) = self.appender.as_mut() else {
            return cut;
        };
        // An appender behind (its queue full: another program has its core, say) is not
        // waited for: this thread reads the stretch itself.
        if appender.try_hand_over(&mut self.values)
            && appender.try_hand_over_text(stretch, piece.number, start_col, self.bracketed)
        {
            end
        } else {
            cut
        }
    }

    /// The values read so far on the line.
    fn count(&self) -> usize {
        self.appender.as_ref().map_or(0, |appender| appender.handed) + self.values.len()
    }

    /// Parses `piece` from byte `from`: returns how many bytes of it were used, leaving a
    /// token cut by the end of a piece that is not the last.
    fn parse(&mut self, piece: &Piece<'_>, from: usize) -> Result<usize, ParseError> {
        let line = piece.text;
        let error = |offset: usize, message: &str| ParseError::new(piece.pos(offset), message);
        let mut offset = from;
        loop {
            offset = skip_spaces(line, offset);
            let Some(&byte) = line.get(offset) else {
                if !piece.last {
                    return Ok(offset);
                }
                if self.last == Last::Comma {
                    return Err(error(
                        offset,
                        "the line ended after a comma, expected a pile value",
                    ));
                }
                if self.bracketed && self.last != Last::Closed {
                    return Err(error(
                        offset,
                        "the line ended, expected \"]\" to close the \"[\"",
                    ));
                }
                return Ok(offset);
            };
            if byte == b'\r' {
                // Not the one before the `\n` (that one is gone). Only whitespace after it
                // is the line's end written twice (`\r\r\n`); more of the line after it is
                // old Mac line endings, where every case would otherwise merge into one.
                match line[offset..].iter().position(|&b| !is_space(b)) {
                    Some(_) => return Err(lone_carriage_return(piece.pos(offset))),
                    None if !piece.last => return Ok(offset),
                    None => {
                        offset = line.len();
                        continue;
                    }
                }
            }
            match (self.last, byte) {
                (Last::Blank, b'[') => {
                    self.bracketed = true;
                    self.last = Last::Start;
                    offset += 1;
                    continue;
                }
                (Last::Blank, _) => self.last = Last::Start,
                (Last::Closed, _) => {
                    return found(piece, offset, "the end of the line after \"]\"");
                }
                _ => {}
            }
            match byte {
                b',' if self.last == Last::Value => {
                    self.last = Last::Comma;
                    offset += 1;
                }
                b',' => return found(piece, offset, "a pile value"),
                b']' if self.bracketed && self.last != Last::Comma => {
                    self.last = Last::Closed;
                    offset += 1;
                }
                b']' | b'[' => {
                    let expected = if self.last == Last::Value {
                        "a comma or another value"
                    } else {
                        "a pile value"
                    };
                    return found(piece, offset, expected);
                }
                _ => {
                    // The common case, `1,2,3`: values and the commas between them at once,
                    // unless it found few of them just before (`1, 2, 3`, say): then a few
                    // values are read one at a time first.
                    if self.one_at_a_time == 0 {
                        let (before, read) = (self.count() - self.values.len(), self.values.len());
                        let after = short_values(line, offset, before, &mut self.values);
                        if self.values.len() - read < FEW {
                            self.one_at_a_time = ONE_AT_A_TIME;
                        }
                        if after > offset {
                            offset = after;
                            self.last = Last::Comma;
                            continue;
                        }
                    } else {
                        self.one_at_a_time -= 1;
                    }
                    let (value, len) = parse_value(&line[offset..]);
                    if offset + len == line.len() && !piece.last {
                        // The token may go on in the next piece.
                        return Ok(offset);
                    }
                    let Some(value) = value else {
                        return found(
                            piece,
                            offset,
                            "a pile value (an integer from -2^63 to 2^63-1)",
                        );
                    };
                    if self.count() == MAX_PILES {
                        return Err(error(
                            offset,
                            &format!("too many piles: at most {MAX_PILES} on one line"),
                        ));
                    }
                    self.values.push(value);
                    offset += len;
                    self.last = Last::Value;
                }
            }
        }
    }
}

/// Fewer values than this from [`short_values`] (it reads a block of 64 bytes to find
/// none, or one) send the parser to read [`ONE_AT_A_TIME`] values alone before it tries
/// again: a line of another form (`1, 2, 3`) is then read at the speed it was before the
/// block reader.
const FEW: usize = 8;
const ONE_AT_A_TIME: u8 = 16;

/// How many values make a line long, to be gathered by an [`Appender`]: 2 MB of them.
/// Below it a second thread costs more than it saves.
const LONG_LINE: usize = 1 << 18;

/// About how many values the parser of a long line holds before it hands them over: 128
/// KiB, a few of which stay in the core's cache.
const BATCH: usize = 1 << 14;

/// Pieces at least this long (most of a read) are split between the parsing thread and
/// the appender on a long line: a hand-over costs a copy of the stretch and two messages,
/// a few microseconds, against the tens it saves.
const SPLIT_PIECE: usize = 1 << 14;

/// How much of a split piece, in eighths, the parsing thread reads itself: it also copies
/// the line from the kernel (`read`) and the stretch for the appender, while the appender
/// takes the page faults of the line's vector, so the appender's share is the smaller.
const FRONT_EIGHTHS: usize = 5;

/// A long line's values gathered on a second thread, which appends each batch the parsing
/// thread hands it to the line's vector, and parses the stretches of the line it is handed
/// as text ([`LineParser::hand_over_a_stretch`]) straight into that vector. Writing a
/// vector of 40 MB (ten million values) first touches 10,000 pages of memory, and the
/// kernel's work for each (about 1.5 µs) came to a sixth of the run; here it is done on
/// the other core while this one parses, which writes its values into a few batches used
/// again and again. The work in flight is bounded ([`IN_FLIGHT`]), so the memory is the
/// values' and a few batches and stretches.
#[derive(Debug)]
struct Appender {
    /// How many values the appender has been handed: a stretch counts its commas, which
    /// is its number of values unless it holds an error (then the appender's error ends
    /// the line before any count matters).
    handed: usize,
    work: SyncSender<Work>,
    /// Batches and stretches done, emptied, to use again.
    emptied: Receiver<Work>,
    thread: JoinHandle<(Piles, Option<ParseError>)>,
}

/// What the appender is handed, in the line's order.
#[derive(Debug)]
enum Work {
    /// Values to append.
    Values(Piles),
    /// A stretch of the line to parse and append: it starts a value, ends with a comma, and
    /// its first byte is at `start_col` on line `number`.
    Text {
        text: Vec<u8>,
        number: u32,
        start_col: usize,
        bracketed: bool,
    },
}

/// The most batches and stretches handed over and not yet done.
const IN_FLIGHT: usize = 8;

impl Appender {
    /// An appender that starts from `values` (taken, leaving an empty vector), when the run
    /// may use two threads and one starts; `None` leaves `values` as they are.
    fn start(values: &mut Piles) -> Option<Appender> {
        if dp_cli::cli::threads() < 2 {
            return None;
        }
        let (work, received) = mpsc::sync_channel::<Work>(IN_FLIGHT);
        let (giving_back, emptied) = mpsc::channel();
        let thread = thread::Builder::new()
            .name("stone-game-appender".into())
            .spawn(move || {
                let mut all = Piles::default();
                let mut first_error = None;
                for mut done in received {
                    match &mut done {
                        Work::Values(batch) => {
                            all.append(batch);
                            batch.clear();
                        }
                        Work::Text {
                            text,
                            number,
                            start_col,
                            bracketed,
                        } => {
                            if first_error.is_none() {
                                first_error =
                                    parse_stretch(&mut all, text, *number, *start_col, *bracketed)
                                        .err();
                            }
                            text.clear();
                        }
                    }
                    // The parser may have finished: then the emptied work is not needed.
                    let _ = giving_back.send(done);
                }
                (all, first_error)
            })
            .ok()?;
        let mut appender = Appender {
            handed: 0,
            work,
            emptied,
            thread,
        };
        appender.hand_over(values);
        Some(appender)
    }

    /// Hands `values` over, leaving an empty batch in their place.
    fn hand_over(&mut self, values: &mut Piles) {
        let batch = match self.emptied.try_recv() {
            Ok(Work::Values(batch)) => batch,
            _ => Piles::Narrow(Vec::with_capacity(2 * BATCH)),
        };
        let handed = values.len();
        // The thread ends only when the work ends, or when it panics: then `finish`
        // reports the panic.
        if self
            .work
            .send(Work::Values(std::mem::replace(values, batch)))
            .is_ok()
        {
            self.handed += handed;
        }
    }

    /// [`Appender::hand_over`] unless the appender's queue is full: then `values` are
    /// left as they are, and `false`.
    fn try_hand_over(&mut self, values: &mut Piles) -> bool {
        let handed = values.len();
        match self.work.try_send(Work::Values(std::mem::take(values))) {
            Ok(()) => {
                self.handed += handed;
                if let Ok(Work::Values(batch)) = self.emptied.try_recv() {
                    *values = batch;
                }
                true
            }
            Err(TrySendError::Full(Work::Values(back))) => {
                *values = back;
                false
            }
            // The thread is gone (it panicked: `finish` reports it).
            Err(_) => false,
        }
    }

    /// Hands over a copy of `stretch` to parse (see [`Work::Text`]), unless the appender's
    /// queue is full: then `false`.
    fn try_hand_over_text(
        &mut self,
        stretch: &[u8],
        number: u32,
        start_col: usize,
        bracketed: bool,
    ) -> bool {
        let mut text = match self.emptied.try_recv() {
            Ok(Work::Text { text, .. }) => text,
            _ => Vec::new(),
        };
        text.extend_from_slice(stretch);
        let work = Work::Text {
            text,
            number,
            start_col,
            bracketed,
        };
        if self.work.try_send(work).is_err() {
            return false;
        }
        self.handed += count_commas(stretch);
        true
    }

    /// All the line's values: those handed over, then `last`; or the first error in the
    /// stretches handed over.
    fn finish(self, last: Piles) -> Result<Piles, ParseError> {
        let Appender { work, thread, .. } = self;
        let _ = work.send(Work::Values(last));
        drop(work);
        let (all, error) = thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        error.map_or(Ok(all), Err)
    }
}

/// How many commas `text` holds, a word of 8 bytes at a time: each word's commas as one
/// bit a byte (see [`comma_bits`]) summed in the bytes of a counter, which is emptied
/// before a byte of it could pass 255.
fn count_commas(text: &[u8]) -> usize {
    let (words, rest) = text.as_chunks::<8>();
    let mut count = 0;
    for group in words.chunks(255) {
        let mut lanes = 0u64;
        for &word in group {
            lanes += comma_flags(u64::from_le_bytes(word)) >> 7;
        }
        // The 8 lanes summed into the top byte (each lane at most 255, the sum at most
        // 2040: the multiplication's partial sums below need 11 bits, so take 16).
        count += (lanes & 0x00FF_00FF_00FF_00FF).wrapping_mul(0x0001_0001_0001_0001) >> 48;
        count += ((lanes >> 8) & 0x00FF_00FF_00FF_00FF).wrapping_mul(0x0001_0001_0001_0001) >> 48;
    }
    count as usize + rest.iter().filter(|&&byte| byte == b',').count()
}

/// Parses a stretch handed to the appender (see [`Work::Text`]) into `all`, the line's
/// values before it, as the parsing thread would have: the same values, the same first
/// error at the same place.
fn parse_stretch(
    all: &mut Piles,
    text: &[u8],
    number: u32,
    start_col: usize,
    bracketed: bool,
) -> Result<(), ParseError> {
    let mut parser = LineParser {
        values: std::mem::take(all),
        // The stretch starts after a comma; no appender of its own.
        last: Last::Comma,
        bracketed,
        asked: true,
        ..LineParser::default()
    };
    let piece = Piece {
        number,
        text,
        last: false,
        start_col,
    };
    let parsed = parser.parse(&piece, 0);
    *all = parser.values;
    parsed.map(|_| ())
}

/// Skips whitespace, but stops at a `\r`: one left in a line stands alone, an error.
fn skip_spaces(line: &[u8], mut offset: usize) -> usize {
    while line.get(offset).is_some_and(|&b| is_space(b) && b != b'\r') {
        offset += 1;
    }
    offset
}

/// The error `found "x", expected {expected}` for the token at `offset`; `Ok(offset)` (use
/// nothing from there) when the token runs to the end of a piece that is not the last, to
/// quote it whole from a later one.
fn found(piece: &Piece<'_>, offset: usize, expected: &str) -> Result<usize, ParseError> {
    let rest = &piece.text[offset..];
    let token_len = match rest.iter().position(|&b| ends_value(b)) {
        Some(len) => len.max(1),
        None if !piece.last => return Ok(offset),
        None => rest.len().max(1),
    };
    let shown = quote(&rest[..token_len]);
    Err(ParseError::new(
        piece.pos(offset),
        format!("found {shown}, expected {expected}"),
    ))
}

fn ends_value(byte: u8) -> bool {
    is_space(byte) || matches!(byte, b',' | b'[' | b']')
}

/// The value at the start of `text` (which is not empty and does not start with a byte
/// that ends a value) and the length of its token: what `str::parse::<i64>` accepts (an
/// optional sign, then decimal digits, within `i64`), read in one pass over the bytes.
#[inline]
fn parse_value(text: &[u8]) -> (Option<i64>, usize) {
    let negative = text[0] == b'-';
    let start = usize::from(matches!(text[0], b'-' | b'+'));
    if let Some(found) = parse_short(text, start, negative) {
        return found;
    }
    let mut magnitude: u64 = 0;
    let mut fits = true;
    let mut end = start;
    while let Some(&byte) = text.get(end) {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            break;
        }
        // 20 digits or more may pass u64: checked, but only then.
        match magnitude
            .checked_mul(10)
            .and_then(|m| m.checked_add(u64::from(digit)))
        {
            Some(m) => magnitude = m,
            None => fits = false,
        }
        end += 1;
    }
    if end < text.len() && !ends_value(text[end]) {
        // Not a number: the whole token is reported.
        let len = text
            .iter()
            .position(|&b| ends_value(b))
            .unwrap_or(text.len());
        return (None, len);
    }
    let value = if !fits || end == start {
        None
    } else if negative {
        // -2^63 is the one magnitude beyond i64::MAX that fits.
        (magnitude <= 1 << 63).then(|| (magnitude as i64).wrapping_neg())
    } else {
        i64::try_from(magnitude).ok()
    };
    (value, end)
}

/// The digits at the start of `chunk` (8 bytes of the line read as one little-endian
/// `u64`) and how many there are, found and converted without a branch a digit (SWAR).
/// The count is 0 to 8; the value is right when it is 1 to 7.
#[inline(always)]
fn swar_digits(chunk: u64) -> (u64, usize) {
    // Each byte minus '0': a digit is 0 to 9. A byte below '0' borrows from the bytes
    // after it only, and those come after the first non-digit: never read.
    let digits = chunk.wrapping_sub(0x3030_3030_3030_3030);
    let len = (not_digits(digits).trailing_zeros() / 8) as usize;
    (combine_digits(digits, len), len)
}

/// The high bit of each byte of `digits` (bytes of the line minus or xor `'0'`) set where
/// the byte is no digit, 10 or more: + 0x76 reaches 0x80, or the bit is set already (a
/// byte below `'0'` wrapped). Exact up to the first such byte; carries only go up.
#[inline(always)]
fn not_digits(digits: u64) -> u64 {
    (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080
}

/// The number the 4 bytes of `digits` (each 0 to 9, the first the most significant)
/// write: [`combine_digits`] in 32 bits, two multiplications.
#[inline(always)]
fn combine_placed_four(digits: u32) -> u32 {
    let value = (digits.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF;
    value.wrapping_mul(1 + (100 << 16)) >> 16
}

/// The number the first `len` bytes of `digits` (1 to 8, each 0 to 9, the first the most
/// significant) write.
#[inline(always)]
fn combine_digits(digits: u64, len: usize) -> u64 {
    // The digits moved to the top bytes (zeros before them), the rest shifted out; then
    // pairs, fours and eights of digits combined, each by one multiplication: 10 times
    // the byte (or pair, or four) above plus the one below lands in the upper half.
    let value = digits.wrapping_shl(8 * (8 - len as u32));
    let value = (value.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
    let value = (value.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
    value.wrapping_mul(1 + (10_000 << 32)) >> 32
}

/// The fast path of [`parse_value`]: 1 to 7 digits after the sign, with 8 bytes to read
/// there. `None` when that does not apply; then the byte-by-byte path decides.
#[inline]
fn parse_short(text: &[u8], start: usize, negative: bool) -> Option<(Option<i64>, usize)> {
    let bytes: [u8; 8] = text.get(start..start + 8)?.try_into().ok()?;
    let (value, len) = swar_digits(u64::from_le_bytes(bytes));
    if len == 0 || len == 8 || !ends_value(bytes[len]) {
        return None;
    }
    // At most 9,999,999: it fits, and so does its negation.
    let value = value as i64;
    Some((Some(if negative { -value } else { value }), start + len))
}

/// Reads `value,` after `value,` from `offset` (each value short: a `-` or not, then 1 to
/// 7 digits, then the comma) into `values`, and returns the offset after the last comma
/// read: `offset` itself when the line does not go on that way there. What it stops at
/// (another kind of value, a value not followed by a comma, the end of what it may read)
/// is left for [`parse_value`], and so is the line once it nears [`MAX_PILES`] values
/// (`before` values are on the line before these).
///
/// The line is read in blocks of 64 bytes: first where the commas are, found in each
/// 8-byte word at once (a word's place in the line never depends on the values before
/// it), then each value between two commas from the 8 bytes at its start. So no value
/// waits on the one before it to be found, as in a value-by-value scan where the next
/// value's start comes from this one's end.
#[inline]
fn short_values(line: &[u8], offset: usize, before: usize, values: &mut Piles) -> usize {
    // A block is read in a window with the 8 bytes before it (where its first value may
    // start) and a block after it (a value's load starts before its comma, and a window
    // of 2 blocks and 8 bytes lets it be found with a mask instead of a bounds check).
    let Some(last_block) = line.len().checked_sub(WINDOW - 8) else {
        return offset;
    };
    // At most one value every two bytes: room for them all within the limit, or none.
    if offset < 8 || before + values.len() + (line.len() - offset) / 2 + 1 > MAX_PILES {
        return offset;
    }
    // Room for the values of a typical line (4 to 5 bytes each) at once, rather than
    // copies as the vector doubles.
    values.reserve((line.len() - offset) / 4 + 1);
    // The values go to the stack first, a few blocks at a time, so that the loop keeps
    // its state in registers; a block of 64 bytes ends at most 64 values.
    let mut batch = [0i32; 2 * BLOCK];
    let mut count = 0;
    let mut block = offset;
    // The start of the value being read, counted from 8 bytes before the block.
    let mut start = 8;
    while block <= last_block {
        let window: &[u8; WINDOW] = line[block - 8..block - 8 + WINDOW]
            .try_into()
            .unwrap_or(&[0; WINDOW]);
        let mut commas = comma_bits(&window[8..8 + BLOCK]);
        // Left by a value it does not read; the loop itself stays free of the way out.
        let mut stopped = false;
        while commas != 0 {
            let end = 8 + commas.trailing_zeros() as usize;
            let Some(value) = value_before_comma(window, start, end) else {
                stopped = true;
                break;
            };
            commas &= commas - 1;
            batch[count % batch.len()] = value;
            count += 1;
            start = end + 1;
        }
        if stopped {
            values.extend_narrow(&batch[..count]);
            return block - 8 + start;
        }
        if count >= BLOCK {
            values.extend_narrow(&batch[..count]);
            count = 0;
        }
        block += BLOCK;
        // A value of more than 8 bytes is not this loop's kind (nor a run of spaces).
        let Some(next_start) = start.checked_sub(BLOCK) else {
            values.extend_narrow(&batch[..count]);
            return block - BLOCK - 8 + start;
        };
        start = next_start;
    }
    values.extend_narrow(&batch[..count]);
    block - 8 + start
}

/// `TOP_BYTES[k]` keeps the top `k` bytes of a `u32` (k = 1 to 4).
const TOP_BYTES: [u32; 5] = [0, 0xFF00_0000, 0xFFFF_0000, 0xFFFF_FF00, 0xFFFF_FFFF];

/// The bytes [`short_values`] reads at once.
const BLOCK: usize = 64;
/// The bytes of the line a block's values are read from: see [`value_before_comma`].
const WINDOW: usize = 2 * BLOCK + 8;

/// One bit a byte of `block` (64 bytes), set where the byte is a comma: bit i for byte i.
#[inline(always)]
fn comma_bits(block: &[u8]) -> u64 {
    let mut bits = 0;
    for word in block.chunks_exact(8).rev() {
        let word = u64::from_le_bytes(word.try_into().unwrap_or_default());
        let zero = comma_flags(word);
        // The 8 high bits gathered into the top byte by one multiplication: bit 8k + 7
        // moves to bit 56 + k, and no two partial products meet below bit 56.
        let gathered = (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        bits = bits << 8 | gathered;
    }
    bits
}

/// The high bit of each byte of `word` (8 bytes of the line) set where the byte is a
/// comma: a zero byte of `word ^ ','`, whose low seven bits plus 0x7F do not reach the
/// high bit, and whose high bit is clear. Exact in every byte (no carry leaves a byte),
/// unlike the cheaper test for the lowest zero byte.
#[inline(always)]
fn comma_flags(word: u64) -> u64 {
    const LOW_SEVEN: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let other = word ^ u64::from_le_bytes([b','; 8]);
    !(((other & LOW_SEVEN) + LOW_SEVEN) | other) & HIGH
}

/// The value in `line[start..end]`, the bytes before a comma at `end` (`start` at most
/// `end`, and `end + 8` within the line), when they are a `-` or not and then 1 to 7
/// digits; `None` otherwise. Read from the bytes after the sign as one `u32` (up to 4
/// digits) or `u64`.
#[inline(always)]
fn value_before_comma(window: &[u8; WINDOW], start: usize, end: usize) -> Option<i32> {
    // `start` is at most `end`, at most 8 + 63: the masks change nothing, and tell the
    // compiler that the bytes are in the window.
    let negative = window[start % (2 * BLOCK)] == b'-';
    let first = start + usize::from(negative);
    let at = first % (2 * BLOCK);
    let len = end.wrapping_sub(first);
    let magnitude = if len.wrapping_sub(1) < 4 {
        // 1 to 4 digits (the common case), in 32 bits: the 4 bytes that end at the comma,
        // the digits in the top ones and those before them (the sign, the comma before)
        // masked to zero, so that the digits are all there is to check (every byte that
        // is no digit has its high bit set by `+ 0x76` or already), and the constants
        // fit in instructions.
        let bytes: [u8; 4] = window[end - 4..end].try_into().ok()?;
        let digits = u32::from_le_bytes(bytes) ^ u32::from_le_bytes([b'0'; 4]);
        let digits = digits & TOP_BYTES[len];
        if (digits.wrapping_add(0x7676_7676) | digits) & 0x8080_8080 != 0 {
            return None;
        }
        combine_placed_four(digits) as i32
    } else {
        let bytes: [u8; 8] = window[at..at + 8].try_into().ok()?;
        // Each byte xor '0' (no borrow between bytes): a digit is 0 to 9.
        let digits = u64::from_le_bytes(bytes) ^ u64::from_le_bytes([b'0'; 8]);
        // 5 to 7 bytes, all of them digits: the first that is not is the comma at `end`,
        // or for 8 digits or more it is beyond the 7 bytes: the top bit set stands for it.
        let first_other = (not_digits(digits) | 1 << 63).trailing_zeros() as usize / 8;
        if first_other != len || len == 0 {
            return None;
        }
        // At most 9,999,999: 32 bits hold it, and its negation.
        combine_digits(digits, len) as i32
    };
    Some(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    use super::*;
    use dp_core::rng::SplitMix64;

    fn parse(input: &str) -> Vec<Result<Vec<i64>, String>> {
        dp_cli::scan::read_text(input, |case: Case| case.values.to_vec())
    }

    #[test]
    fn accepts_leetcode_and_plain_forms() {
        assert_eq!(
            parse("[1,2,3,7]\n\n  1 2 3 -9 \r\n[ 1, 2 ,3 ]\n[]\n-5"),
            [
                Ok(vec![1, 2, 3, 7]),
                Ok(vec![1, 2, 3, -9]),
                Ok(vec![1, 2, 3]),
                Ok(vec![]),
                Ok(vec![-5])
            ]
        );
    }

    #[test]
    fn values_read_as_str_parse_reads_them() {
        // `parse_value` reads a token that is there: the shared tokens but the empty one
        // and those with a byte that ends a value, and a few random ones.
        let tokens = dp_testing::integer_tokens(5, 200);
        let tokens = tokens
            .iter()
            .filter(|token| !token.is_empty() && !token.bytes().any(ends_value));
        for token in tokens {
            let expected = token.parse::<i64>().ok();
            let (value, len) = parse_value(token.as_bytes());
            assert_eq!((value, len), (expected, token.len()), "{token}");
            let (value, len) = parse_value(format!("{token},5").as_bytes());
            assert_eq!((value, len), (expected, token.len()), "{token},5");
            for after in [",", " ", "]", "\t", "x", "é", "-", "0"] {
                let text = format!("{token}{after}1234567890");
                let whole = text.split([',', ' ', ']', '\t']).next().expect("a token");
                let expected = (whole.parse::<i64>().ok(), whole.len());
                assert_eq!(parse_value(text.as_bytes()), expected, "{text}");
            }
        }
        let mut rng = SplitMix64::new(5);
        for _ in 0..20_000 {
            let state = rng.next_u64();
            let digits = 1 + (state >> 60) as u32 % 9;
            let magnitude = (state >> 8) % 10u64.pow(digits);
            let sign = ["", "-", "+"][(state % 3) as usize];
            let token = format!("{sign}{magnitude}");
            let text = format!("{token},{magnitude} 77777777");
            assert_eq!(
                parse_value(text.as_bytes()),
                (token.parse::<i64>().ok(), token.len()),
                "{text}"
            );
        }
    }

    /// A reader that hands out `steps[i % len]` bytes at its i-th call, to cut lines into
    /// pieces everywhere.
    struct Steps<'a> {
        rest: &'a [u8],
        steps: &'a [usize],
        call: usize,
    }

    impl std::io::Read for Steps<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let step = self.steps[self.call % self.steps.len()];
            self.call += 1;
            let count = step.min(buf.len()).min(self.rest.len());
            buf[..count].copy_from_slice(&self.rest[..count]);
            self.rest = &self.rest[count..];
            Ok(count)
        }
    }

    fn parse_in_steps(input: &[u8], steps: &[usize]) -> Vec<Result<Case, String>> {
        let mut scanner = Scanner::new(Steps {
            rest: input,
            steps,
            call: 0,
        });
        let mut cases = Vec::new();
        while !scanner.at_end() {
            match Case::read_case(&mut scanner, cases.len() + 1) {
                Ok(Some(case)) => cases.push(Ok(case)),
                Ok(None) => break,
                Err(error) => {
                    cases.push(Err(error.to_string()));
                    break;
                }
            }
        }
        cases
    }

    #[test]
    fn lines_read_in_pieces_parse_as_whole_ones() {
        let inputs = [
            "[1,2,3,7]\n\n  1 2 3 -9 \r\n[ 1, 2 ,3 ]\n[]\n-5".to_owned(),
            "1,2,-33,4444,-55555,666666,7777777,88888888,-999999999,+5,+6,0,-0\n".to_owned(),
            format!(
                "[{}1]",
                "-0000000000000000000000000000000000012,".repeat(50)
            ),
            "[1,2] ]\n".to_owned(),
            "1,2,\r\n".to_owned(),
            "[1,2,3  \r\n".to_owned(),
            format!("{}12x,5\n", "123,".repeat(40)),
            format!("{}-9223372036854775809 5\n", "-1 ".repeat(40)),
            format!("[{}9,", "1,".repeat(100)),
            format!("{}\u{e9}", "1, ".repeat(30)),
            "   \n\t\n".to_owned(),
            "1 2 3\n4,,5\n".to_owned(),
        ];
        let whole = |input: &str| -> Vec<Result<Case, String>> {
            dp_cli::scan::read_all(input.as_bytes(), Case::read_case)
                .into_iter()
                .map(|case| case.map_err(|e| e.to_string()))
                .collect()
        };
        for input in &inputs {
            let expected = whole(input);
            for steps in [&[1][..], &[2, 3], &[7, 1, 13], &[64, 5, 9, 1]] {
                assert_eq!(
                    parse_in_steps(input.as_bytes(), steps),
                    expected,
                    "{input:.60?} in steps {steps:?}"
                );
            }
        }
        assert_eq!(
            whole(&inputs[1]),
            [Ok(Case {
                line: 1,
                values: vec![
                    1, 2, -33, 4444, -55555, 666666, 7777777, 88888888, -999999999, 5, 6, 0, 0
                ]
                .into()
            })]
        );
    }

    #[test]
    fn random_lines_in_random_pieces_give_their_values() {
        let mut rng = SplitMix64::new(17);
        let mut next = move || rng.next_u64() >> 11;
        for round in 0..60 {
            let count = (next() % if round % 10 == 0 { 40_000 } else { 300 }) as usize;
            let values: Vec<i64> = (0..count)
                .map(|_| {
                    let digits = 1 + next() % [3, 8, 19][round % 3];
                    let magnitude = (next() % 10u64.pow(digits as u32)) as i64;
                    if next() % 2 == 0 {
                        -magnitude
                    } else {
                        magnitude
                    }
                })
                .collect();
            let separator = [",", ", ", " ,", " ", ",\t"][round % 5];
            let mut line: String = values
                .iter()
                .map(|v| match next() % 9 {
                    0 if *v >= 0 => format!("+{v}"),
                    1 => format!("{}00{}", if *v < 0 { "-" } else { "" }, v.unsigned_abs()),
                    _ => v.to_string(),
                })
                .collect::<Vec<_>>()
                .join(separator);
            if round % 2 == 0 {
                line = format!(" [{line}] ");
            }
            line.push_str(["\n", "\r\n", ""][round % 3]);
            let steps: Vec<usize> = (0..5).map(|_| 1 + (next() % 70_000) as usize).collect();
            let parsed = parse_in_steps(line.as_bytes(), &steps);
            if count == 0 && round % 2 == 1 {
                assert_eq!(parsed, [], "{line:.60?}");
                continue;
            }
            assert_eq!(
                parsed,
                [Ok(Case {
                    line: 1,
                    values: values.clone().into()
                })],
                "round {round}: {line:.60?}"
            );
            let whole = dp_cli::scan::read_all(line.as_bytes(), Case::read_case);
            let values = values.into();
            assert_eq!(whole, [Ok(Case { line: 1, values })], "round {round}");
        }
    }

    #[test]
    fn values_at_every_place_in_a_block_read_as_str_parse_reads_them() {
        // Every token kind the block reader takes or leaves (1 to 8 digits, a sign, a
        // `+`, a stray `-`), at every offset from a block's start, in a line long enough
        // for blocks.
        let tokens = [
            "7",
            "-7",
            "42",
            "-42",
            "999",
            "-999",
            "1000",
            "-1000",
            "12345",
            "-12345",
            "123456",
            "-123456",
            "1234567",
            "-1234567",
            "12345678",
            "-12345678",
            "+5",
            "0",
            "-0",
            "007",
        ];
        for shift in 0..70 {
            let mut line = "1,".repeat(4);
            line.push_str(&"3".repeat(shift));
            line.push(',');
            let mut expected: Vec<i64> = vec![1; 4];
            expected.push(if shift == 0 {
                0
            } else {
                "3".repeat(shift).parse().unwrap_or(0)
            });
            if shift == 0 || shift > 18 {
                // Not a value: `,,`, or beyond 64 bits; covered by the error tests.
                line = "1,".repeat(4);
                expected.truncate(4);
                line.push_str(&"2,".repeat(shift % 9));
                expected.extend(std::iter::repeat_n(2, shift % 9));
            }
            for round in 0..40 {
                let token = tokens[(round * 7 + shift) % tokens.len()];
                line.push_str(token);
                line.push(',');
                expected.push(token.parse().expect("a value"));
            }
            line.push('5');
            expected.push(5);
            assert_eq!(parse(&line), [Ok(expected)], "{line}");
        }
    }

    #[test]
    fn a_long_line_gathered_on_a_second_thread_keeps_its_values_and_errors() {
        // Beyond LONG_LINE values, with stretches the block reader leaves: the values and
        // an error's place are the same whatever thread gathers them.
        let mut rng = SplitMix64::new(29);
        let mut next = move || rng.next_u64() >> 11;
        let count = LONG_LINE + 3 * BATCH + 123;
        let mut values = Vec::with_capacity(count);
        let mut line = String::from("[");
        for index in 0..count {
            let value = match next() % 100 {
                0 => i64::MIN,
                1 => -((next() % 100_000_000) as i64),
                _ => (next() % 2001) as i64 - 1000,
            };
            values.push(value);
            if index > 0 {
                line.push_str(if next() % 500 == 0 { ", " } else { "," });
            }
            line.push_str(&value.to_string());
        }
        line.push(']');
        let expected = Case {
            line: 1,
            values: values.into(),
        };
        for steps in [&[1 << 16][..], &[70_000, 3, 9_999]] {
            let parsed = parse_in_steps(line.as_bytes(), steps);
            assert_eq!(parsed, [Ok(expected.clone())], "steps {steps:?}");
        }
        let bad = format!("{},x]\n", &line[..line.len() - 1]);
        let column = line.chars().count() + 1;
        let message = format!(
            "1:{column}: found \"x\", expected a pile value (an integer from -2^63 to 2^63-1)"
        );
        assert_eq!(parse_in_steps(bad.as_bytes(), &[1 << 16]), [Err(message)]);
    }

    #[test]
    fn a_long_line_split_between_two_threads_keeps_its_values_and_first_error() {
        // Long enough for the appender, and then for many pieces split between the two
        // threads (a stretch of each parsed on the appender's): values of every kind the
        // parser reads, and errors in either thread's part, the first one reported with
        // its place.
        let mut rng = SplitMix64::new(41);
        let mut next = move || rng.next_u64() >> 11;
        let count = LONG_LINE + 40 * BATCH;
        let mut values = Vec::with_capacity(count);
        // Each value's token and where it starts, to put errors in their place.
        let mut starts = Vec::with_capacity(count);
        let mut line = String::from("[");
        for index in 0..count {
            let value = match next() % 1000 {
                0 => i64::MIN,
                1 => i64::MAX,
                2 => -((next() % 1_000_000_000) as i64),
                _ => (next() % 2001) as i64 - 1000,
            };
            values.push(value);
            if index > 0 {
                line.push_str(match next() % 300 {
                    0 => ", ",
                    1 => " ,\t",
                    _ => ",",
                });
            }
            starts.push(line.len());
            if value >= 0 && next() % 400 == 0 {
                line.push('+');
            }
            line.push_str(&value.to_string());
        }
        line.push_str("]\n");
        for steps in [
            &[1 << 16][..],
            &[1 << 17],
            &[70_000, 3, 9_999],
            &[20_000, 65_536],
        ] {
            assert_eq!(
                parse_in_steps(line.as_bytes(), steps),
                [Ok(Case {
                    line: 1,
                    values: values.clone().into()
                })],
                "steps {steps:?}"
            );
        }
        let message = |at: usize, found: &str, expected: &str| {
            format!("1:{}: found \"{found}\", expected {expected}", at + 1)
        };
        let not_a_value = "a pile value (an integer from -2^63 to 2^63-1)";
        // (the value replaced, what replaces it; the first error's place, token, expected)
        let mut bad_lines = Vec::new();
        for index in [
            LONG_LINE + 7,
            LONG_LINE + 5_003,
            LONG_LINE + 100_001,
            LONG_LINE + 300_000,
            count - 2,
        ] {
            let start = starts[index];
            let end = line[start..]
                .find([',', ' ', ']'])
                .map_or(line.len(), |e| start + e);
            for (token, found, expected) in [
                ("x", "x", not_a_value),
                ("12a", "12a", not_a_value),
                ("-", "-", not_a_value),
                ("99999999999999999999", "99999999999999999999", not_a_value),
                ("", ",", "a pile value"),
            ] {
                let bad = format!("{}{token}{}", &line[..start], &line[end..]);
                bad_lines.push((bad, message(start, found, expected)));
            }
        }
        // Two errors: the first is reported, wherever the second is read.
        for (first, second) in [
            (LONG_LINE + 9, LONG_LINE + 200_000),
            (LONG_LINE + 150_000, count - 5),
        ] {
            let mut bad = line.clone();
            for index in [second, first] {
                let start = starts[index];
                bad.replace_range(start..start + 1, "y");
            }
            let token_end = bad[starts[first]..]
                .find([',', ' ', ']'])
                .map_or(bad.len(), |e| starts[first] + e);
            let found = bad[starts[first]..token_end].to_owned();
            bad_lines.push((bad, message(starts[first], &found, not_a_value)));
        }
        for (bad, expected) in &bad_lines {
            for steps in [&[1 << 16][..], &[70_000, 3, 9_999]] {
                assert_eq!(
                    parse_in_steps(bad.as_bytes(), steps),
                    [Err(expected.clone())],
                    "steps {steps:?}"
                );
            }
        }
    }

    #[test]
    fn commas_are_counted_in_words_as_one_by_one() {
        let mut text = Vec::new();
        let mut rng = SplitMix64::new(3);
        for length in 0..3000 {
            let state = rng.next_u64();
            text.push([b',', b'1', b'-', b' ', 0xAC, b'+', b'\xff'][(state >> 40) as usize % 7]);
            let expected = text[..length].iter().filter(|&&b| b == b',').count();
            assert_eq!(count_commas(&text[..length]), expected, "{length}");
        }
        let all = vec![b','; 8 * 255 * 3 + 5];
        assert_eq!(count_commas(&all), all.len());
    }

    #[test]
    fn every_short_token_before_a_comma_is_read_as_str_parse_reads_it() {
        // Every token of 1 to 5 bytes from an alphabet of digits, signs, bytes beside the
        // digits ('/' and ':'), a space, a comma and a byte of a UTF-8 character, before a
        // comma at every place of a block: a value exactly when it is a `-` or not and 1
        // to 7 digits, as `str::parse` reads those.
        let alphabet = [
            b'0', b'5', b'9', b'-', b'+', b'/', b':', b' ', b',', 0xC3, b'a',
        ];
        let mut token = Vec::new();
        for length in 1..=5u32 {
            for mut code in 0..alphabet.len().pow(length) {
                token.clear();
                for _ in 0..length {
                    token.push(alphabet[code % alphabet.len()]);
                    code /= alphabet.len();
                }
                let text = std::str::from_utf8(&token).unwrap_or("x");
                let digits = text.strip_prefix('-').unwrap_or(text);
                let expected = (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| text.parse::<i32>().expect("a short value"));
                for start in [8, 9, 60, 70] {
                    let mut window = [b'7'; WINDOW];
                    window[start - 1] = b',';
                    window[start..start + token.len()].copy_from_slice(&token);
                    let end = start + token.len();
                    window[end] = b',';
                    assert_eq!(
                        value_before_comma(&window, start, end),
                        expected,
                        "{token:?} at {start}"
                    );
                }
            }
        }
    }

    #[test]
    fn piles_widen_when_a_value_does_not_fit_32_bits() {
        let mut piles = Piles::default();
        piles.push(5);
        piles.extend_narrow(&[-7, i32::MAX]);
        assert!(matches!(piles, Piles::Narrow(_)));
        piles.push(i64::from(i32::MIN) - 1);
        assert!(matches!(piles, Piles::Wide(_)));
        piles.extend_narrow(&[3]);
        let mut all = Piles::Narrow(vec![1, 2]);
        all.append(&piles);
        assert!(matches!(all, Piles::Wide(_)));
        let expected = [1, 2, 5, -7, i64::from(i32::MAX), -(1 << 31) - 1, 3];
        assert_eq!(all.to_vec(), expected);
        assert_eq!(all, Piles::from(expected.to_vec()));
        assert_eq!(
            (all.len(), all.get(5), all.is_empty()),
            (7, -(1 << 31) - 1, false)
        );
        assert_ne!(all, Piles::from(expected[..6].to_vec()));
        // Values read from a line: in 32 bits until one does not fit.
        let case = |line: &str| {
            dp_cli::scan::read_all(line.as_bytes(), Case::read_case)
                .remove(0)
                .expect("valid")
                .values
        };
        assert!(matches!(case("1,-2147483648,2147483647"), Piles::Narrow(_)));
        assert!(matches!(case("1,2147483648"), Piles::Wide(_)));
    }

    #[test]
    fn extreme_values_are_values() {
        assert_eq!(
            parse("9223372036854775807,-9223372036854775808"),
            [Ok(vec![i64::MAX, i64::MIN])]
        );
    }

    #[test]
    fn errors_point_at_the_problem() {
        let cases = [
            ("1,,2", "1:3: found \",\", expected a pile value"),
            (",1", "1:1: found \",\", expected a pile value"),
            (
                "1,2,",
                "1:5: the line ended after a comma, expected a pile value",
            ),
            (
                "[1,2",
                "1:5: the line ended, expected \"]\" to close the \"[\"",
            ),
            (
                "[1,2] 3",
                "1:7: found \"3\", expected the end of the line after \"]\"",
            ),
            (
                "1 2]",
                "1:4: found \"]\", expected a comma or another value",
            ),
            (
                "1 x 3",
                "1:3: found \"x\", expected a pile value (an integer from -2^63 to 2^63-1)",
            ),
            (
                "9223372036854775808",
                "1:1: found \"9223372036854775808\", expected a pile value (an integer from -2^63 to 2^63-1)",
            ),
            ("[1,[2]]", "1:4: found \"[\", expected a pile value"),
        ];
        for (input, message) in cases {
            assert_eq!(parse(input), [Err(message.to_owned())], "{input}");
        }
    }

    #[test]
    fn a_carriage_return_alone_is_an_error_not_whitespace() {
        let message = "found a carriage return alone (\"\\r\", an old Mac line end), expected \
                       lines that end with \"\\n\" or \"\\r\\n\"";
        // Old Mac line endings: without the error, one case of six piles.
        assert_eq!(parse("1 2 3\r4 5 6\r"), [Err(format!("1:6: {message}"))]);
        assert_eq!(parse("[1,2]\r[3]"), [Err(format!("1:6: {message}"))]);
        assert_eq!(
            parse("7\n1 2\r 3\r\n"),
            [Ok(vec![7]), Err(format!("2:4: {message}"))]
        );
        // CRLF; a CRLF file made CRLF again (`\r\r\n`); a last line ended by a `\r` alone
        // at the end of the input: all read as lines.
        assert_eq!(parse("1 2\r\n3\r"), [Ok(vec![1, 2]), Ok(vec![3])]);
        assert_eq!(
            parse("[1,2]\r\r\n3 \r\t\r\r\n"),
            [Ok(vec![1, 2]), Ok(vec![3])]
        );
        // Read in pieces of any size, the `\r` is found wherever a piece ends.
        for step in [1, 2, 3, 7] {
            let got = parse_in_steps(b"1,2, 3 \r4", &[step]);
            assert_eq!(got, [Err(format!("1:8: {message}"))], "step {step}");
        }
    }

    #[test]
    fn stops_after_the_first_error_with_its_line() {
        let results = parse("1 2\n\nbad\n3 4");
        assert_eq!(results.len(), 2);
        assert_eq!(
            results[1],
            Err(
                "3:1: found \"bad\", expected a pile value (an integer from -2^63 to 2^63-1)"
                    .into()
            )
        );
    }

    #[test]
    fn columns_count_the_space_before_the_values() {
        assert_eq!(
            parse("\n \t[1,,2]"),
            [Err("2:6: found \",\", expected a pile value".into())]
        );
        assert_eq!(
            parse("é 1\n"),
            [Err(
                "1:1: found \"é\", expected a pile value (an integer from -2^63 to 2^63-1)".into()
            )]
        );
    }

    #[test]
    fn a_blank_line_handed_to_read_case_is_skipped() {
        let mut scanner = Scanner::from_bytes(b"  \n\t\n[4, 5]\n \n");
        let case = Case::read_case(&mut scanner, 1).expect("valid");
        assert_eq!(
            case,
            Some(Case {
                line: 3,
                values: vec![4, 5].into()
            })
        );
        assert_eq!(Case::read_case(&mut scanner, 2), Ok(None));
    }

    #[test]
    fn cases_are_named_by_their_lines() {
        let lines: Vec<u32> = dp_cli::scan::read_all(b"\n1\n\n\n[2]\n3", Case::read_case)
            .into_iter()
            .map(|case| case.expect("valid").line)
            .collect();
        assert_eq!(lines, [2, 5, 6]);
    }
}
