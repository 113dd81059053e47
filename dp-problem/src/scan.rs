//! The input scanner every judge format needs: tokens, or whole lines, with their line and
//! column, read as the input streams in.
//!
//! A [`Scanner`] pulls bytes from any reader in chunks and hands out one token (or one
//! line) at a time, so memory is bounded by the longest token or line, not by the input,
//! and a case typed at a terminal is read as soon as its last token is complete. The
//! position of every token is counted in O(1) a byte, each byte once, in bulk: when a
//! position is asked for, or before the bytes leave the buffer; an error never rescans the
//! input. Long lists of numbers take the fast path, [`Scanner::next_integer_in`], which
//! reads a value straight from the buffer and leaves the counting for later.
//!
//! Conventions every format shares:
//! - Whitespace is what C's `isspace` says: space, `\t`, `\n`, `\v` (vertical tab), `\f`
//!   (form feed) and `\r`; so `\r\n` line endings are whitespace like any other.
//! - A UTF-8 byte-order mark at the very start is skipped.
//! - Positions are 1-based; a column counts characters, not bytes (UTF-8 continuation
//!   bytes do not start a character). Input that is not UTF-8 is a bad token, never a crash.
//! - At most [`MAX_INPUT_BYTES`] are read; beyond that the scanner stops as if the input
//!   had failed (see [`ReadFailure`]).
//!
//! Three methods serve one or two solvers each today and stay here because they read the
//! scanner's position bookkeeping, which a solver cannot reach from outside:
//! [`Line::words`] (the tokens of one line with their positions: can-i-win's and any line
//! format's), [`Scanner::next_line_in_pieces`] (stone-game's lines of up to 50 million
//! piles, read without holding the line; [`Scanner::next_parsed_line`] drives a
//! [`PieceParser`] through it, a line a case, for stone-game and cat-and-mouse), and
//! [`Scanner::end_of_last_token`] (solitaire points a same-line duplicate card at its
//! end).

use std::fmt;
use std::io::{self, Read};
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The largest input one run reads: 1 GiB. Beyond it a run stops with an error naming
/// the limit, so that no input can make a solver read or hold without bound; every judge's
/// input is far smaller, and stone-game's longest line (50 million piles) fits.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// A place in the input: 1-based line, and 1-based column counted in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub col: u32,
}

impl Pos {
    /// The start of the input.
    pub const START: Pos = Pos { line: 1, col: 1 };
}

/// One line of the input, for formats where a line is a case ([`Scanner::next_line`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line's number, from 1.
    pub number: u32,
    /// The rest of the line from where the scanner stood, without `\n` or `\r\n`.
    pub text: &'a [u8],
    /// The column of `text[0]`.
    start_col: u32,
}

impl<'a> Line<'a> {
    /// The position of byte `offset` of the text. Costs O(offset): use it for an error,
    /// not for every value.
    pub fn pos(&self, offset: usize) -> Pos {
        Pos {
            line: self.number,
            col: saturate(self.start_col as usize + characters(&self.text[..offset])),
        }
    }

    /// The words of the line, the runs of bytes between whitespace, as [`Token`]s with their
    /// positions (tracked as the bytes pass): a format where a line is a case reads its
    /// values with [`Token::value_in`] and names a bad one with [`ParseError::unexpected`],
    /// as a token format does.
    pub fn words(&self) -> impl Iterator<Item = Token<'a>> + use<'a> {
        let (text, line) = (self.text, self.number);
        let mut offset = 0;
        let mut col = self.start_col as usize;
        std::iter::from_fn(move || {
            let spaces = text[offset..].iter().take_while(|&&b| is_space(b)).count();
            col += spaces;
            offset += spaces;
            let length = text[offset..].iter().take_while(|&&b| !is_space(b)).count();
            let word = &text[offset..offset + length];
            let token = Token {
                text: word,
                pos: Pos {
                    line,
                    col: saturate(col),
                },
            };
            offset += length;
            col += characters(word);
            (length > 0).then_some(token)
        })
    }
}

/// A piece of one line, for formats where a line is a case that may be too long to hold
/// ([`Scanner::next_line_in_pieces`]): the bytes of the line that have arrived and are
/// not used yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinePiece<'a> {
    /// The line's number, from 1.
    pub number: u32,
    /// The bytes, never with the line's `\n` or the `\r` before it.
    pub text: &'a [u8],
    /// Whether the line ends with `text`: no piece of it follows.
    pub last: bool,
    /// The column of `text[0]`.
    start_col: usize,
}

impl LinePiece<'_> {
    /// The position of byte `offset` of the text. Costs O(offset): use it for an error,
    /// not for every value.
    pub fn pos(&self, offset: usize) -> Pos {
        Pos {
            line: self.number,
            col: saturate(self.start_col + characters(&self.text[..offset])),
        }
    }
}

/// The parse of one line that arrives in pieces, carried from piece to piece: what
/// [`Scanner::next_parsed_line`] drives.
pub trait PieceParser: Default {
    /// What a line that is not blank makes: a case.
    type Line;

    /// Parses what it can of `piece` and returns how many of its bytes it used; the rest
    /// come again at the start of the next piece (see [`Scanner::next_line_in_pieces`]).
    /// After an error it keeps the error and uses every byte.
    fn take(&mut self, piece: &LinePiece<'_>) -> usize;

    /// Whether the line held nothing but whitespace and no error: it is skipped.
    fn is_blank(&self) -> bool;

    /// The line's first error, or the case it makes; `line` is its number, from 1.
    fn finish(self, line: u32) -> Result<Self::Line, ParseError>;
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Bad input at a place: displays as `LINE:COL: message`; the run loop puts the file name
/// in front.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the problem is.
    pub pos: Pos,
    /// What was found and what was expected, in one line.
    pub message: String,
}

impl ParseError {
    /// An error at `pos`.
    pub fn new(pos: Pos, message: impl Into<String>) -> Self {
        Self {
            pos,
            message: message.into(),
        }
    }

    /// The error for a token that is not what the format has here: `found "x", expected
    /// {expected}`.
    pub fn unexpected(token: &Token<'_>, expected: &str) -> Self {
        Self::new(
            token.pos(),
            format!("found {}, expected {expected}", token.quoted()),
        )
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pos, self.message)
    }
}

impl std::error::Error for ParseError {}

/// One token: a maximal run of bytes that are not whitespace.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    text: &'a [u8],
    pos: Pos,
}

impl<'a> Token<'a> {
    /// The token's bytes.
    pub fn text(&self) -> &'a [u8] {
        self.text
    }

    /// Where the token ends: the column just after its last character, where what should
    /// have followed it on its line was expected.
    pub fn end(&self) -> Pos {
        Pos {
            line: self.pos.line,
            col: saturate(self.pos.col as usize + characters(self.text)),
        }
    }

    /// Where the token starts.
    pub fn pos(&self) -> Pos {
        self.pos
    }

    /// The token parsed as a `T` (an integer, say), or `None` when it is not one.
    pub fn parse<T: FromStr>(&self) -> Option<T> {
        std::str::from_utf8(self.text).ok()?.parse().ok()
    }

    /// The token as a `T`, or the error `found "x", expected {expected}`.
    pub fn value<T: FromStr>(&self, expected: &str) -> Result<T, ParseError> {
        self.parse()
            .ok_or_else(|| ParseError::unexpected(self, expected))
    }

    /// The token as a `T` within `range`, or the error `found "x", expected {expected}`.
    pub fn value_in<T: FromStr + PartialOrd>(
        &self,
        range: RangeInclusive<T>,
        expected: &str,
    ) -> Result<T, ParseError> {
        match self.parse() {
            Some(value) if range.contains(&value) => Ok(value),
            _ => Err(ParseError::unexpected(self, expected)),
        }
    }

    /// The token in double quotes for an error message; see [`quote`].
    pub fn quoted(&self) -> String {
        quote(self.text)
    }
}

/// `text` in double quotes for an error message: escaped (bytes that are not UTF-8 as
/// `\xNN`), and cut to 24 characters so that one absurd token cannot make an absurd message.
pub fn quote(text: &[u8]) -> String {
    const SHOWN: usize = 24;
    let mut shown = String::from("\"");
    let mut count = 0;
    'chunks: for chunk in text.utf8_chunks() {
        let valid = chunk.valid().chars().map(|c| c.escape_debug().to_string());
        let invalid = chunk.invalid().iter().map(|byte| format!("\\x{byte:02x}"));
        for piece in valid.chain(invalid) {
            if count == SHOWN {
                shown.push_str("...");
                break 'chunks;
            }
            shown.push_str(&piece);
            count += 1;
        }
    }
    shown.push('"');
    shown
}

/// The error for a carriage return alone with more of its line after it, in the formats
/// where a line is a case: old Mac line endings (`\r` alone) would otherwise read as
/// whitespace and merge every case into one. Lines end with `\n` or `\r\n` (whitespace
/// before them, `\r` included, is only whitespace).
pub fn lone_carriage_return(pos: Pos) -> ParseError {
    ParseError::new(
        pos,
        "found a carriage return alone (\"\\r\", an old Mac line end), expected lines that end \
         with \"\\n\" or \"\\r\\n\"",
    )
}

/// Whitespace as C's `isspace` means it in the "C" locale.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r')
}

/// The short number at the start of `bytes`: up to 7 bytes of whitespace, a `-` when
/// `signed`, 1 to 7 digits, then whitespace. Its value and how many bytes lead up to the
/// whitespace after it; `None` when the bytes do not start that way.
#[inline(always)]
fn short_integer(bytes: &[u8; 16], signed: bool) -> Option<(i64, usize)> {
    let first = u64::from_le_bytes(*bytes.first_chunk::<8>()?);
    let mut at = 0;
    while at < 7 && is_space((first >> (8 * at)) as u8) {
        at += 1;
    }
    let negative = signed && (first >> (8 * at)) as u8 == b'-';
    at += usize::from(negative);
    // The bytes tested above come from one load, not one each: from those, an AVX-512
    // build made the digits' 8 bytes one by one (8 loads, shifts and ors).
    let chunk: [u8; 8] = bytes[at..at + 8].try_into().ok()?;
    let (magnitude, length) = short_digits(u64::from_le_bytes(chunk))?;
    if !is_space(bytes[at + length]) {
        return None;
    }
    Some((if negative { -magnitude } else { magnitude }, at + length))
}

/// Why a scanner stopped before the end of its input.
#[derive(Debug)]
pub enum ReadFailure {
    /// The reader failed (a folder given as FILE, a device error, ...).
    Io(io::Error),
    /// The input is longer than the limit the scanner was given.
    TooLarge(u64),
    /// The memory for a token or line longer than this many bytes could not be had.
    OutOfMemory(usize),
}

const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";
const CHUNK: usize = 64 * 1024;

/// Reads tokens or lines from a stream, tracking where each starts.
pub struct Scanner<'r> {
    reader: Box<dyn Read + 'r>,
    buffer: Vec<u8>,
    /// The unread bytes are `buffer[start..end]`.
    start: usize,
    end: usize,
    /// The reader said it has no more, or failed.
    exhausted: bool,
    failure: Option<ReadFailure>,
    bytes_read: u64,
    limit: u64,
    /// Whether the byte-order mark has been looked for.
    checked_bom: bool,
    /// How many bytes a read asks for, at least.
    chunk: usize,
    /// The position of `buffer[mark]` (`mark` ≤ `start`): the bytes between are counted
    /// when a position is needed or before they leave the buffer ([`Scanner::sync`]), so
    /// that the fast path ([`Scanner::next_integer_in`]) tracks nothing a byte.
    mark: usize,
    line: u32,
    col: u32,
    /// Just after the last token read, once counted.
    last_end: Option<Pos>,
    /// Just after the last token read, in the buffer (at or after `mark`), when it has not
    /// been counted yet: it replaces `last_end` when it is.
    last_end_at: Option<usize>,
}

impl fmt::Debug for Scanner<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scanner")
            .field("mark", &self.mark)
            .field("line", &self.line)
            .field("col", &self.col)
            .field("bytes_read", &self.bytes_read)
            .finish_non_exhaustive()
    }
}

impl<'r> Scanner<'r> {
    /// A scanner over `reader`, reading at most [`MAX_INPUT_BYTES`].
    pub fn new(reader: impl Read + 'r) -> Self {
        Self::with_limit(reader, MAX_INPUT_BYTES)
    }

    /// A scanner over bytes already in memory (tests, benchmarks, fuzzing).
    pub fn from_bytes(bytes: &'r [u8]) -> Self {
        Self::new(bytes)
    }

    /// A scanner over `reader` that stops with [`ReadFailure::TooLarge`] after `limit` bytes.
    pub fn with_limit(reader: impl Read + 'r, limit: u64) -> Self {
        Self {
            reader: Box::new(reader),
            buffer: Vec::new(),
            start: 0,
            end: 0,
            exhausted: false,
            failure: None,
            bytes_read: 0,
            limit,
            checked_bom: false,
            chunk: CHUNK,
            mark: 0,
            line: 1,
            col: 1,
            last_end: None,
            last_end_at: None,
        }
    }

    /// A scanner over the rest of one line that [`Scanner::take_line`] took from the
    /// input, to be read on another thread as the input's own scanner would have read it:
    /// `bytes[0]` stands at `pos`, and the positions of the bytes after it are counted from
    /// there. The byte-order mark was the input's to skip: none is looked for here.
    pub fn over_line(bytes: Vec<u8>, pos: Pos) -> Scanner<'static> {
        let end = bytes.len();
        Scanner {
            reader: Box::new(io::empty()),
            buffer: bytes,
            end,
            exhausted: true,
            checked_bom: true,
            line: pos.line,
            col: pos.col,
            ..Scanner::new(io::empty())
        }
    }

    /// The rest of the line the scanner stands on, taken whole for another thread to read
    /// ([`Scanner::over_line`]): its bytes with its `\n` (a line cut by the end of the input
    /// or a read failure ends there) in place of what `bytes` held (its memory is used
    /// again), and the position of its first byte; the scanner then stands at the start
    /// of the next line. `None`, and nothing used, when the rest of
    /// the line is longer than `most` bytes: it is left for the streaming readers
    /// ([`Scanner::next_line_in_pieces`]). For the run loop of a format with one case a
    /// line ([`ReadCase::LINE_A_CASE`](crate::ReadCase::LINE_A_CASE)), after
    /// [`Scanner::at_end`] said `false`: so the line is not blank and the bytes start with
    /// one that is not whitespace.
    pub fn take_line(&mut self, most: usize, bytes: &mut Vec<u8>) -> Option<Pos> {
        self.check_bom();
        let mut scanned = 0;
        let length = loop {
            let rest = &self.buffer[self.start + scanned..self.end];
            if let Some(found) = find_newline(rest) {
                break scanned + found + 1;
            }
            scanned += rest.len();
            // Longer than `most` already: the reads stop, and the buffer stays within a
            // read of `most`.
            if scanned > most {
                return None;
            }
            if !self.fill() {
                break scanned;
            }
        };
        if length > most {
            return None;
        }
        self.sync();
        let pos = Pos {
            line: self.line,
            col: self.col,
        };
        bytes.clear();
        bytes.extend_from_slice(&self.buffer[self.start..self.start + length]);
        self.start += length;
        self.mark = self.start;
        if bytes.last() == Some(&b'\n') {
            (self.line, self.col) = (self.line.saturating_add(1), 1);
        } else {
            self.col = saturate(self.col as usize + count_characters(bytes));
        }
        Some(pos)
    }

    /// The memory of a scanner's bytes, to be used again: for the lines
    /// [`Scanner::take_line`] takes and [`Scanner::over_line`] reads.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buffer
    }

    /// Reads up to `bytes` at a time from now on (64 KiB unless told), so that the buffer
    /// holds that much: for the run loop that takes lines whole ([`Scanner::take_line`]),
    /// whose reads are where it hands its lines over to the workers, so that a read a
    /// line would make the lines of a file travel one or two at a time.
    pub fn read_in(&mut self, bytes: usize) {
        self.chunk = bytes.max(1);
    }

    /// How many bytes a read asks for ([`Scanner::read_in`]).
    pub fn read_size(&self) -> usize {
        self.chunk
    }

    /// The input the scanner holds after its place, without reading more: for a format's
    /// own fast path over a whole case (solitaire's plain deals), which takes what it read
    /// with [`Scanner::take_buffered`] and leaves everything else (the reads, finding an
    /// error and its position) to the usual calls. Empty until the byte-order mark has
    /// been looked for.
    pub fn buffered(&self) -> &[u8] {
        if self.checked_bom {
            &self.buffer[self.start..self.end]
        } else {
            &[]
        }
    }

    /// Moves the place past the first `length` bytes of [`Scanner::buffered`], which must
    /// end just after a token: the last token read. Their lines and columns are counted
    /// when a position is next needed.
    pub fn take_buffered(&mut self, length: usize) {
        assert!(
            length <= self.end - self.start,
            "only buffered bytes can be taken"
        );
        self.start += length;
        self.last_end_at = Some(self.start);
    }

    /// How many bytes of the input are behind the reading position: read from the reader
    /// and not left in the buffer.
    pub fn consumed(&self) -> u64 {
        self.bytes_read
            .saturating_sub((self.end - self.start) as u64)
    }

    /// Whether the input has failed (an I/O error, the size limit): what
    /// [`Scanner::take_failure`] would give.
    pub fn has_failed(&self) -> bool {
        self.failure.is_some()
    }

    /// Why the input stopped early, if it did: the run reports this rather than the
    /// format's "input ended" error that it caused.
    pub fn take_failure(&mut self) -> Option<ReadFailure> {
        self.failure.take()
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'_>> {
        // The common case of a short-token format (solitaire's cards): one whitespace byte
        // after the last token, counted already, then two ASCII bytes and whitespace, all
        // in the buffer. The position moves as `sync` would move it over that one byte.
        if self.mark == self.start
            && self.last_end_at.is_none()
            && self.checked_bom
            && let Some(&[space, first, second, after]) =
                self.buffer[self.start..self.end].first_chunk::<4>()
            && is_space(space)
            && first.is_ascii()
            && second.is_ascii()
            && !is_space(first)
            && !is_space(second)
            && is_space(after)
        {
            let (line, col) = if space == b'\n' {
                (self.line.saturating_add(1), 1)
            } else {
                (self.line, self.col.saturating_add(1))
            };
            let pos = Pos { line, col };
            let start = self.start + 1;
            (self.line, self.col) = (line, col.saturating_add(2));
            (self.start, self.mark) = (start + 2, start + 2);
            self.last_end = Some(Pos {
                line: self.line,
                col: self.col,
            });
            return Some(Token {
                text: &self.buffer[start..start + 2],
                pos,
            });
        }
        if !self.skip_space() {
            return None;
        }
        // Find the token's end, reading more while it runs to the end of the buffer.
        let mut length = 0;
        loop {
            let rest = &self.buffer[self.start + length..self.end];
            match rest.iter().position(|&byte| is_space(byte)) {
                Some(found) => {
                    length += found;
                    break;
                }
                None => {
                    length += rest.len();
                    if !self.fill() {
                        break;
                    }
                }
            }
        }
        self.sync();
        let pos = Pos {
            line: self.line,
            col: self.col,
        };
        let text = &self.buffer[self.start..self.start + length];
        self.col = saturate(self.col as usize + characters(text));
        self.start += length;
        self.mark = self.start;
        self.last_end = Some(Pos {
            line: self.line,
            col: self.col,
        });
        Some(Token { text, pos })
    }

    /// The next token, or an error at the end of the last token read whose message is
    /// `ended()`: `input ended inside case 3, expected ...`.
    pub fn expect_token(
        &mut self,
        ended: impl FnOnce() -> String,
    ) -> Result<Token<'_>, ParseError> {
        self.sync();
        let end = self.end_of_last_token();
        if self.at_end() {
            return Err(ParseError::new(end, ended()));
        }
        self.next_token()
            .ok_or_else(|| ParseError::new(end, ended()))
    }

    /// The next line, for formats where a line is a case: the rest of the current line
    /// without its `\n` (and without a `\r` before it); `None` at the end of the input. A
    /// last line without a newline still counts.
    pub fn next_line(&mut self) -> Option<Line<'_>> {
        self.check_bom();
        let mut length = 0;
        let newline = loop {
            let rest = &self.buffer[self.start + length..self.end];
            match rest.iter().position(|&byte| byte == b'\n') {
                Some(found) => {
                    length += found;
                    break true;
                }
                None => {
                    length += rest.len();
                    if !self.fill() {
                        break false;
                    }
                }
            }
        };
        if length == 0 && !newline {
            return None;
        }
        self.sync();
        let (number, start_col) = (self.line, self.col);
        let line_start = self.start;
        self.start += length + usize::from(newline);
        self.mark = self.start;
        self.line = self.line.saturating_add(1);
        self.col = 1;
        let text = &self.buffer[line_start..line_start + length];
        Some(Line {
            number,
            text: text.strip_suffix(b"\r").unwrap_or(text),
            start_col,
        })
    }

    /// The next line, for formats where a line is a case, handed to `take` in pieces as it
    /// streams in, so that a long line is never held whole: while `take` uses what it is
    /// given, the buffer stays at a read size or two whatever the line's length. `take`
    /// returns how many bytes of its piece it has used; the next piece starts just after
    /// them, and unless it is the last it holds more than twice what was left (so a token
    /// cut by the end of a piece comes whole in a later one, and a token read again and
    /// again still costs O(1) a byte). The piece with `last` set ends the line; what
    /// `take` returns for it is not read. Together the pieces are exactly what
    /// [`Scanner::next_line`] gives: the line without its `\n` or a `\r` before it, with
    /// the same positions. Returns the line's number, or `None` at the end of the input
    /// (then `take` is not called); either way the scanner then stands where `next_line`
    /// leaves it.
    pub fn next_line_in_pieces(
        &mut self,
        mut take: impl FnMut(LinePiece<'_>) -> usize,
    ) -> Option<u32> {
        self.check_bom();
        self.sync();
        let number = self.line;
        let mut start_col = self.col as usize;
        // buffer[start..start + scanned] holds no newline; `left` bytes of it were handed
        // out and left by `take`, and `seen` says whether the line has had a byte.
        let (mut scanned, mut left, mut seen) = (0, 0, false);
        let (length, newline) = loop {
            let rest = &self.buffer[self.start + scanned..self.end];
            if let Some(found) = find_newline(rest) {
                break (scanned + found, true);
            }
            scanned += rest.len();
            seen |= scanned > 0;
            // A `\r` at the end may come before the `\n`: it waits for the next byte.
            let text = &self.buffer[self.start..self.start + scanned];
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if text.len() > 2 * left {
                let used = take(LinePiece {
                    number,
                    text,
                    last: false,
                    start_col,
                })
                .min(text.len());
                start_col += count_characters(&text[..used]);
                self.start += used;
                scanned -= used;
                left = text.len() - used;
            }
            // The column of `buffer[start]` is `start_col`: nothing for `fill` to count.
            (self.mark, self.col) = (self.start, saturate(start_col));
            if !self.fill() {
                break (scanned, false);
            }
        };
        if !seen && length == 0 && !newline {
            return None;
        }
        let text = &self.buffer[self.start..self.start + length];
        take(LinePiece {
            number,
            text: text.strip_suffix(b"\r").unwrap_or(text),
            last: true,
            start_col,
        });
        self.start += length + usize::from(newline);
        self.mark = self.start;
        self.line = self.line.saturating_add(1);
        self.col = 1;
        Some(number)
    }

    /// The next line that is not blank, parsed by a fresh `P` fed its pieces
    /// ([`Scanner::next_line_in_pieces`]): what [`PieceParser::finish`] makes of it, its
    /// first error, or `None` when only blank lines are left. The `read_case` of a format
    /// with one case a line (stone-game's piles, cat-and-mouse's graph).
    pub fn next_parsed_line<P: PieceParser>(&mut self) -> Result<Option<P::Line>, ParseError> {
        // The run loop skips blank lines before it calls; a caller that does not is served too.
        loop {
            let mut parser = P::default();
            let number = self.next_line_in_pieces(|piece| parser.take(&piece));
            let Some(number) = number else {
                return Ok(None);
            };
            if !parser.is_blank() {
                return parser.finish(number).map(Some);
            }
        }
    }

    /// Whether only whitespace remains (reading as much as it takes to know).
    pub fn at_end(&mut self) -> bool {
        !self.skip_space()
    }

    /// The line the scanner is on.
    pub fn line(&self) -> u32 {
        self.line
            .saturating_add(saturate(newlines(&self.buffer[self.mark..self.start])))
    }

    /// Where the input stopped making sense for a format that wanted more: just after the
    /// last token read, or the start of the input when there was none. After
    /// [`Scanner::next_integer_in`] this counts the bytes read since the scanner last
    /// counted: call it for an error, not for every value.
    pub fn end_of_last_token(&self) -> Pos {
        match self.last_end_at {
            Some(at) => advanced(
                Pos {
                    line: self.line,
                    col: self.col,
                },
                &self.buffer[self.mark..at],
            ),
            None => self.last_end.unwrap_or(Pos::START),
        }
    }

    /// The next token as a whole number within `range`, read straight from the buffer,
    /// when it is the plain kind: an optional `-` (only when `range` has negative numbers),
    /// then 1 to 18 decimal digits, then whitespace or the end of the input. It is then
    /// used, and so is the whitespace before it. Otherwise `None`, and only the whitespace
    /// is used: the token, whatever it is (a `+`, 19 digits, a value out of range, a word,
    /// nothing at the end of the input), is still there for [`Scanner::next_token`] or
    /// [`Scanner::expect_token`], which give its position and the error. Every value it
    /// gives is the one `str::parse::<i64>` makes of the token.
    ///
    /// The hot path of formats that are long lists of numbers: no position is tracked a
    /// token, the bytes are counted in bulk when a position is next needed or before they
    /// leave the buffer, and up to 8 digits are read at once.
    #[inline(always)]
    pub fn next_integer_in(&mut self, range: RangeInclusive<i64>) -> Option<i64> {
        let (least, most) = (*range.start(), *range.end());
        // The common case, whitespace then a short number with 16 bytes in the buffer: no
        // read can be needed, and every byte looked at is there.
        let rest = &self.buffer[self.start.min(self.end)..self.end];
        if let (Some(bytes), true) = (rest.first_chunk::<16>(), self.checked_bom)
            && let Some((value, length)) = short_integer(bytes, least < 0)
        {
            if least <= value && value <= most {
                self.start += length;
                self.last_end_at = Some(self.start);
                return Some(value);
            }
            return None;
        }
        self.next_integer_within(least, most)
    }

    /// Up to `count` tokens read as [`Scanner::next_integer_in`] reads one, each value
    /// handed to `each` in order; stops early at the first token it leaves (then that token
    /// is still there, for [`Scanner::next_token`] or [`Scanner::expect_token`] to name) or
    /// at the end of the input. Returns how many values it gave.
    ///
    /// The loop over a case's list of numbers: while 16 bytes are in the buffer it keeps
    /// its place in a register and reads each short value (a `-` and up to 7 digits) with
    /// a few word operations; anything else goes through `next_integer_in`.
    #[inline(always)]
    pub fn integers_in(
        &mut self,
        range: RangeInclusive<i64>,
        count: usize,
        mut each: impl FnMut(i64),
    ) -> usize {
        let (least, most) = (*range.start(), *range.end());
        let mut given = 0;
        while given < count {
            if self.checked_bom {
                let buffer = &self.buffer[..self.end];
                let mut at = self.start;
                let before = given;
                while given < count {
                    let Some(bytes) = buffer.get(at..).and_then(|rest| rest.first_chunk::<16>())
                    else {
                        break;
                    };
                    let Some((value, length)) = short_integer(bytes, least < 0) else {
                        break;
                    };
                    if value < least || value > most {
                        break;
                    }
                    each(value);
                    given += 1;
                    at += length;
                }
                if given > before {
                    self.start = at;
                    self.last_end_at = Some(at);
                }
                if given == count {
                    break;
                }
            }
            match self.next_integer_within(least, most) {
                Some(value) => {
                    each(value);
                    given += 1;
                }
                None => break,
            }
        }
        given
    }

    /// [`Scanner::next_integer_in`] in every case.
    #[inline(never)]
    fn next_integer_within(&mut self, least: i64, most: i64) -> Option<i64> {
        let range = least..=most;
        if !self.checked_bom {
            self.check_bom();
        }
        loop {
            let rest = &self.buffer[self.start..self.end];
            let spaces = rest.iter().take_while(|&&byte| is_space(byte)).count();
            self.start += spaces;
            if spaces == rest.len() {
                if self.fill() {
                    continue;
                }
                return None;
            }
            let rest = &rest[spaces..];
            let negative = rest[0] == b'-' && *range.start() < 0;
            let sign = usize::from(negative);
            let (magnitude, length) = match plain_digits(&rest[sign..]) {
                Digits::Number(magnitude, length) => (magnitude, sign + length),
                Digits::Other => return None,
                Digits::Cut => {
                    if self.fill() {
                        continue;
                    }
                    // The digits run to the end of the input.
                    let rest = &self.buffer[self.start..self.end];
                    match whole_digits(&rest[sign..]) {
                        Some(magnitude) => (magnitude, rest.len()),
                        None => return None,
                    }
                }
            };
            let value = if negative { -magnitude } else { magnitude };
            if !range.contains(&value) {
                return None;
            }
            self.start += length;
            self.last_end_at = Some(self.start);
            return Some(value);
        }
    }

    /// Counts the bytes from `mark` to `start` into the position (and the end of the last
    /// token on the way), and moves the mark to `start`. Each byte is counted once.
    fn sync(&mut self) {
        if let Some(at) = self.last_end_at.take() {
            self.advance(at);
            self.last_end = Some(Pos {
                line: self.line,
                col: self.col,
            });
        }
        self.advance(self.start);
    }

    /// Moves the mark to `to`, counting the bytes it passes.
    fn advance(&mut self, to: usize) {
        let pos = advanced(
            Pos {
                line: self.line,
                col: self.col,
            },
            &self.buffer[self.mark..to],
        );
        (self.line, self.col, self.mark) = (pos.line, pos.col, to);
    }

    /// Skips whitespace; true when a token follows. The position is counted later.
    fn skip_space(&mut self) -> bool {
        self.check_bom();
        loop {
            let rest = &self.buffer[self.start..self.end];
            let spaces = rest.iter().take_while(|&&byte| is_space(byte)).count();
            self.start += spaces;
            if spaces < rest.len() {
                return true;
            }
            if !self.fill() {
                return false;
            }
        }
    }

    fn check_bom(&mut self) {
        if self.checked_bom {
            return;
        }
        // Only while what has come may still be a mark: a line of two bytes typed at a
        // terminal ("1", Enter) is read at once, not after the next line.
        while self.end - self.start < BYTE_ORDER_MARK.len()
            && BYTE_ORDER_MARK.starts_with(&self.buffer[self.start..self.end])
            && self.fill()
        {}
        if self.buffer[self.start..self.end].starts_with(BYTE_ORDER_MARK) {
            self.sync();
            self.start += BYTE_ORDER_MARK.len();
            self.mark = self.start;
        }
        self.checked_bom = true;
    }

    /// Reads more after the unread bytes, keeping them; false when nothing more comes.
    fn fill(&mut self) -> bool {
        if self.exhausted {
            return false;
        }
        // Count the bytes that leave, move the unread bytes to the front, and grow only
        // when they fill the buffer (one token or line longer than it).
        self.sync();
        self.buffer.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        self.mark = 0;
        if self.buffer.len() - self.end < self.chunk {
            // Doubled for a token or line longer than the buffer, but never beyond what
            // the limit lets still arrive (one byte more, to see it passed): the buffer of
            // a run stays near the limit, not twice it. An allocation that fails ends the
            // input with an error, not an abort.
            let room = self.limit.saturating_sub(self.bytes_read).saturating_add(1);
            let grow = self
                .chunk
                .max(self.end)
                .min(usize::try_from(room).unwrap_or(usize::MAX))
                .max(1);
            let wanted = self.end + grow;
            if wanted > self.buffer.len() {
                if self
                    .buffer
                    .try_reserve_exact(wanted - self.buffer.len())
                    .is_err()
                {
                    self.exhausted = true;
                    self.failure = Some(ReadFailure::OutOfMemory(self.end));
                    return false;
                }
                self.buffer.resize(wanted, 0);
            }
        }
        loop {
            // A read asks for the read size, or for as much as is kept when that is more
            // (a long token's doubling buffer): a buffer grown for a long line once does
            // not make every later read as long.
            let asked = self.chunk.max(self.end).min(self.buffer.len() - self.end);
            match self
                .reader
                .read(&mut self.buffer[self.end..self.end + asked])
            {
                Ok(0) => {
                    self.exhausted = true;
                    return false;
                }
                Ok(count) => {
                    self.bytes_read += count as u64;
                    if self.bytes_read > self.limit {
                        self.exhausted = true;
                        self.failure = Some(ReadFailure::TooLarge(self.limit));
                        return false;
                    }
                    self.end += count;
                    return true;
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    self.exhausted = true;
                    self.failure = Some(ReadFailure::Io(error));
                    return false;
                }
            }
        }
    }
}

/// Every case of `input`, read with `read_case(scanner, number)` as the run loop reads
/// them: until the end, a terminator (`Ok(None)`) or the first error, which is the last
/// item. For tests, benchmarks and fuzzing, where the input is in memory.
pub fn read_all<C>(
    input: &[u8],
    mut read_case: impl FnMut(&mut Scanner<'_>, usize) -> Result<Option<C>, ParseError>,
) -> Vec<Result<C, ParseError>> {
    let mut scanner = Scanner::from_bytes(input);
    let mut cases = Vec::new();
    while !scanner.at_end() {
        match read_case(&mut scanner, cases.len() + 1) {
            Ok(Some(case)) => cases.push(Ok(case)),
            Ok(None) => break,
            Err(error) => {
                cases.push(Err(error));
                break;
            }
        }
    }
    cases
}

/// Every case of `input` as [`read_all`] reads them with the case type's own reader, each
/// kept as `keep` makes it and each error as its message (`2:1: found "x", expected ...`):
/// what a parser's unit tests compare.
pub fn read_text<C: crate::ReadCase, T>(
    input: &str,
    keep: impl Fn(C) -> T,
) -> Vec<Result<T, String>> {
    read_all(input.as_bytes(), C::read_case)
        .into_iter()
        .map(|case| case.map(&keep).map_err(|error| error.to_string()))
        .collect()
}

/// `pos` moved over `bytes`: a line further for each `\n`, a column for each character.
fn advanced(pos: Pos, bytes: &[u8]) -> Pos {
    if bytes.len() < SHORT_RUN {
        // The space between two tokens of a case, mostly one byte: counted byte by byte,
        // as the block functions below would pass their empty blocks.
        return bytes.iter().fold(pos, |pos, &byte| {
            if byte == b'\n' {
                Pos {
                    line: pos.line.saturating_add(1),
                    col: 1,
                }
            } else {
                Pos {
                    line: pos.line,
                    col: pos.col.saturating_add(u32::from(byte & 0xC0 != 0x80)),
                }
            }
        });
    }
    match last_newline(bytes) {
        None => Pos {
            line: pos.line,
            col: saturate(pos.col as usize + characters_in_blocks(bytes)),
        },
        Some(last) => Pos {
            line: saturate(pos.line as usize + newlines(&bytes[..=last])),
            col: saturate(1 + characters_in_blocks(&bytes[last + 1..])),
        },
    }
}

/// Below this many bytes [`advanced`] counts a byte at a time.
const SHORT_RUN: usize = 16;

/// How many `\n` `bytes` holds: 64 bytes at a time, counted in bytes (the compiler makes
/// that a few vector instructions a block).
fn newlines(bytes: &[u8]) -> usize {
    let (blocks, rest) = bytes.as_chunks::<64>();
    let counted: usize = blocks
        .iter()
        .map(|block| usize::from(block.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum();
    counted + rest.iter().filter(|&&byte| byte == b'\n').count()
}

/// Where the last `\n` of `bytes` is: 32 bytes at a time from the end.
fn last_newline(bytes: &[u8]) -> Option<usize> {
    let (head, blocks) = bytes.as_rchunks::<32>();
    for (index, block) in blocks.iter().enumerate().rev() {
        if block.iter().fold(false, |any, &byte| any | (byte == b'\n')) {
            let within = block.iter().rposition(|&byte| byte == b'\n')?;
            return Some(head.len() + 32 * index + within);
        }
    }
    head.iter().rposition(|&byte| byte == b'\n')
}

/// [`characters`], 64 bytes at a time, counted in bytes (a few vector instructions a block).
fn characters_in_blocks(bytes: &[u8]) -> usize {
    let (blocks, rest) = bytes.as_chunks::<64>();
    let counted: usize = blocks
        .iter()
        .map(|block| {
            usize::from(
                block
                    .iter()
                    .fold(0u8, |n, &b| n + u8::from(b & 0xC0 != 0x80)),
            )
        })
        .sum();
    counted + characters(rest)
}

/// What [`plain_digits`] found at the start of some bytes.
enum Digits {
    /// The value of 1 to 18 digits and how many there are, followed by whitespace.
    Number(i64, usize),
    /// Digits only (at most 18) up to the end of the bytes: the token may go on.
    Cut,
    /// Anything else: no digit, 19 digits, or a byte after them that is not whitespace.
    Other,
}

/// The value of the 1 to 7 decimal digits at the start of `chunk` (8 bytes read as one
/// little-endian word) and how many there are; `None` for no digit or 8 of them.
#[inline(always)]
fn short_digits(chunk: u64) -> Option<(i64, usize)> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Each byte xor '0' is 0 to 9 exactly when it is a digit; + 0x76 sets the high bit
    // of the others (or it is set already). Exact up to the first non-digit.
    let digits = chunk ^ (ONES * u64::from(b'0'));
    let length = ((digits.wrapping_add(ONES * 0x76) | digits) & HIGH).trailing_zeros() / 8;
    let length = length as usize;
    if !(1..8).contains(&length) {
        return None;
    }
    if length <= 4 {
        // The same in 32 bits, for up to 4 digits: one multiplication less.
        let value = (digits as u32) << (8 * (4 - length));
        let value = (value.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF;
        return Some(((value.wrapping_mul(1 + (100 << 16)) >> 16) as i64, length));
    }
    // The digits moved to the top bytes, then pairs, fours and eights combined.
    let value = digits << (8 * (8 - length));
    let value = (value.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
    let value = (value.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
    Some((
        (value.wrapping_mul(1 + (10_000 << 32)) >> 32) as i64,
        length,
    ))
}

/// The decimal digits at the start of `bytes`, 8 at a time while 9 bytes are there.
fn plain_digits(bytes: &[u8]) -> Digits {
    if let Some(&chunk) = bytes.first_chunk::<8>() {
        match short_digits(u64::from_le_bytes(chunk)) {
            Some((value, length)) if is_space(bytes[length]) => {
                return Digits::Number(value, length);
            }
            Some(_) => return Digits::Other,
            None if !chunk[0].is_ascii_digit() => return Digits::Other,
            None => {}
        }
    }
    let length = bytes
        .iter()
        .take(19)
        .take_while(|byte| byte.is_ascii_digit())
        .count();
    match bytes.get(length) {
        _ if length > 18 => Digits::Other,
        None => Digits::Cut,
        Some(&byte) if length > 0 && is_space(byte) => match whole_digits(&bytes[..length]) {
            Some(value) => Digits::Number(value, length),
            None => Digits::Other,
        },
        Some(_) => Digits::Other,
    }
}

/// The value of `bytes` when they are 1 to 18 decimal digits.
fn whole_digits(bytes: &[u8]) -> Option<i64> {
    if bytes.is_empty() || bytes.len() > 18 || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(
        bytes
            .iter()
            .fold(0, |value, &digit| value * 10 + i64::from(digit - b'0')),
    )
}

/// Where the first `\n` of `bytes` is: 32 bytes at a time, compared all at once (the
/// compiler makes that a few vector instructions), then byte by byte in the block that
/// has it.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    let (blocks, _) = bytes.as_chunks::<32>();
    let clear = blocks
        .iter()
        .take_while(|block| !block.iter().fold(false, |any, &byte| any | (byte == b'\n')))
        .count();
    let from = clear * 32;
    bytes[from..]
        .iter()
        .position(|&byte| byte == b'\n')
        .map(|found| from + found)
}

/// [`characters`], 32 bytes at a time: a block of ASCII (the common case) is 32
/// characters at a glance, so the columns of a line read in pieces cost little.
fn count_characters(bytes: &[u8]) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let (blocks, rest) = bytes.as_chunks::<32>();
    let mut continuations = 0;
    for block in blocks {
        let (words, _) = block.as_chunks::<8>();
        let words = words.iter().map(|&word| u64::from_le_bytes(word));
        if words.clone().fold(0, |any, word| any | word) & HIGH != 0 {
            // A continuation byte is 0b10xxxxxx: bit 7 set, bit 6 (shifted up) clear.
            for word in words {
                continuations += (word & !(word << 1) & HIGH).count_ones() as usize;
            }
        }
    }
    blocks.len() * 32 - continuations + characters(rest)
}

/// How many characters `bytes` holds: the bytes that are not UTF-8 continuation bytes.
fn characters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&byte| byte & 0xC0 != 0x80).count()
}

fn saturate(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(input: &str) -> Vec<(String, Pos)> {
        let mut scanner = Scanner::from_bytes(input.as_bytes());
        let mut all = Vec::new();
        while let Some(token) = scanner.next_token() {
            all.push((
                String::from_utf8_lossy(token.text()).into_owned(),
                token.pos(),
            ));
        }
        all
    }

    fn at(line: u32, col: u32) -> Pos {
        Pos { line, col }
    }

    /// A reader that hands out one byte a call, to cross every chunk boundary.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.0.split_first() {
                Some((&byte, rest)) if !buf.is_empty() => {
                    buf[0] = byte;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn tokens_carry_line_and_column() {
        assert_eq!(
            tokens("1 22\n\n  333\t4\r\n5"),
            [
                ("1".into(), at(1, 1)),
                ("22".into(), at(1, 3)),
                ("333".into(), at(3, 3)),
                ("4".into(), at(3, 7)),
                ("5".into(), at(4, 1)),
            ]
        );
    }

    #[test]
    fn two_byte_tokens_take_the_short_path_to_the_same_places() {
        // One whitespace byte then two bytes then whitespace: `next_token`'s short path
        // (all but "AS", the two-space "QH", the "é" and the last "7H").
        let input = "AS 9S\nKD  QH\tJC\n10 éé 7H";
        assert_eq!(
            tokens(input),
            [
                ("AS".into(), at(1, 1)),
                ("9S".into(), at(1, 4)),
                ("KD".into(), at(2, 1)),
                ("QH".into(), at(2, 5)),
                ("JC".into(), at(2, 8)),
                ("10".into(), at(3, 1)),
                ("éé".into(), at(3, 4)),
                ("7H".into(), at(3, 7)),
            ]
        );
        assert_tokens_as_trickled(input);
    }

    /// The same tokens, places and ends of tokens from `input` whole as from a reader that
    /// gives a byte at a time.
    fn assert_tokens_as_trickled(input: &str) {
        let mut whole = Scanner::from_bytes(input.as_bytes());
        let mut trickled = Scanner::new(Trickle(input.as_bytes()));
        loop {
            let a = whole.next_token().map(|t| (t.text().to_vec(), t.pos()));
            let b = trickled.next_token().map(|t| (t.text().to_vec(), t.pos()));
            assert_eq!(a, b);
            assert_eq!(whole.end_of_last_token(), trickled.end_of_last_token());
            if a.is_none() {
                break;
            }
        }
    }

    #[test]
    fn vertical_tab_and_form_feed_are_whitespace() {
        assert_eq!(
            tokens("1\x0B2\x0C3"),
            [
                ("1".into(), at(1, 1)),
                ("2".into(), at(1, 3)),
                ("3".into(), at(1, 5))
            ]
        );
    }

    #[test]
    fn a_reader_that_trickles_gives_the_same_tokens_and_lines() {
        let input = "\u{FEFF}ab  c\r\n\né 12345\nlast";
        assert_tokens_as_trickled(input);
        let lines = |mut scanner: Scanner<'_>| {
            let mut all = Vec::new();
            while let Some(line) = scanner.next_line() {
                all.push((line.number, line.text.to_vec()));
            }
            all
        };
        let expected = vec![
            (1, b"ab  c".to_vec()),
            (2, Vec::new()),
            (3, "é 12345".as_bytes().to_vec()),
            (4, b"last".to_vec()),
        ];
        assert_eq!(lines(Scanner::from_bytes(input.as_bytes())), expected);
        assert_eq!(lines(Scanner::new(Trickle(input.as_bytes()))), expected);
    }

    /// A reader that hands out at most `step` bytes a call.
    struct Steps<'a>(&'a [u8], usize);

    impl Read for Steps<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let count = self.1.min(buf.len()).min(self.0.len());
            buf[..count].copy_from_slice(&self.0[..count]);
            self.0 = &self.0[count..];
            Ok(count)
        }
    }

    /// A line's words, kept whole across pieces; a `!` is an error at its place.
    #[derive(Default)]
    struct Words {
        words: Vec<String>,
        error: Option<ParseError>,
    }

    impl PieceParser for Words {
        type Line = (u32, Vec<String>);

        fn take(&mut self, piece: &LinePiece<'_>) -> usize {
            let mut used = 0;
            for (offset, &byte) in piece.text.iter().enumerate() {
                if byte == b'!' && self.error.is_none() {
                    self.error = Some(ParseError::new(piece.pos(offset), "a `!`"));
                }
                let ends = is_space(byte) || offset + 1 == piece.text.len() && piece.last;
                if ends {
                    let end = if is_space(byte) { offset } else { offset + 1 };
                    let word = &piece.text[used..end];
                    if !word.is_empty() {
                        self.words.push(String::from_utf8_lossy(word).into_owned());
                    }
                    used = offset + 1;
                }
            }
            used
        }

        fn is_blank(&self) -> bool {
            self.error.is_none() && self.words.is_empty()
        }

        fn finish(self, line: u32) -> Result<(u32, Vec<String>), ParseError> {
            match self.error {
                Some(error) => Err(error),
                None => Ok((line, self.words)),
            }
        }
    }

    #[test]
    fn parsed_lines_skip_blank_ones_and_stop_at_an_error_or_the_end() {
        let input = "\n  \nab cd\n\t\nefgh\nx !y\nlast\n";
        for step in [1, 2, 3, 1000] {
            let mut scanner = Scanner::new(Steps(input.as_bytes(), step));
            let mut next = || scanner.next_parsed_line::<Words>();
            let words = |list: &[&str]| list.iter().map(|w| (*w).to_owned()).collect();
            assert_eq!(next(), Ok(Some((3, words(&["ab", "cd"])))), "step {step}");
            assert_eq!(next(), Ok(Some((5, words(&["efgh"])))), "step {step}");
            let error = next().expect_err("the `!`");
            assert_eq!(
                (error.pos, error.message.as_str()),
                (Pos { line: 6, col: 3 }, "a `!`")
            );
            assert_eq!(next(), Ok(Some((7, words(&["last"])))), "step {step}");
            assert_eq!(next(), Ok(None), "step {step}");
        }
        assert_eq!(
            Scanner::from_bytes(b" \n\n").next_parsed_line::<Words>(),
            Ok(None)
        );
    }

    /// Every line read in pieces by a `take` that leaves `leave` bytes of each piece:
    /// (number, the line's bytes, the position of each piece's first byte and end, by
    /// offset in the line), checking each piece's guarantees on the way.
    type PiecedLine = (u32, Vec<u8>, Vec<(usize, Pos)>);

    fn lines_in_pieces(mut scanner: Scanner<'_>, leave: usize) -> Vec<PiecedLine> {
        let mut all = Vec::new();
        loop {
            let (mut text, mut positions, mut left, mut ended) = (Vec::new(), Vec::new(), 0, false);
            let number = scanner.next_line_in_pieces(|piece| {
                assert!(!ended, "no piece after the last");
                assert!(piece.last || piece.text.len() > 2 * left, "the piece grows");
                let used = if piece.last {
                    piece.text.len()
                } else {
                    piece.text.len().saturating_sub(leave)
                };
                positions.push((text.len(), piece.pos(0)));
                positions.push((text.len() + used, piece.pos(used)));
                text.extend_from_slice(&piece.text[..used]);
                left = piece.text.len() - used;
                ended = piece.last;
                used
            });
            let Some(number) = number else {
                assert!(text.is_empty() && positions.is_empty(), "no line, no piece");
                return all;
            };
            assert!(ended, "a line ends with its last piece");
            all.push((number, text, positions));
        }
    }

    #[test]
    fn lines_in_pieces_are_the_lines() {
        let long = format!("  é1,{}x\r\n", "é1, 22,".repeat(30_000));
        let inputs = [
            "\u{FEFF}ab  c\r\n\né 12345\r\r\nlast\r".to_owned(),
            "\r".to_owned(),
            "\n\n\r\n".to_owned(),
            String::new(),
            "x\n".to_owned(),
            "a\rb\r\r\n\rc".to_owned(),
            format!("{long}{long}\n  tail"),
        ];
        for input in &inputs {
            let bytes = input.as_bytes();
            for leave in [0, 1, 5, 100, usize::MAX] {
                for step in [1, 3, 1000, usize::MAX] {
                    if step < 10 && bytes.len() > 10_000 && leave > 5 {
                        continue; // slow, and adds nothing
                    }
                    let got = lines_in_pieces(Scanner::new(Steps(bytes, step)), leave);
                    let mut whole = Scanner::from_bytes(bytes);
                    let context = format!("leave {leave}, step {step}: {input:.40?}");
                    for (number, text, positions) in &got {
                        let line = whole.next_line().expect("as many lines");
                        assert_eq!((line.number, line.text), (*number, &text[..]), "{context}");
                        // line.pos(offset), a running count rather than one from the start
                        let (mut counted, mut col) = (0, line.pos(0).col);
                        for &(offset, pos) in positions {
                            col += characters(&line.text[counted..offset]) as u32;
                            counted = offset;
                            assert_eq!(
                                Pos {
                                    line: line.number,
                                    col
                                },
                                pos,
                                "{context}"
                            );
                        }
                    }
                    assert!(whole.next_line().is_none(), "{context}");
                }
            }
        }
    }

    #[test]
    fn pieces_and_tokens_mix() {
        // After a line in pieces the scanner stands where next_line leaves it.
        let input = b"1 2\n\n [3,4]\r\nfive 6\n";
        let mut scanner = Scanner::new(Steps(input, 2));
        assert_eq!(
            scanner.next_token().map(|t| t.text().to_vec()),
            Some(b"1".to_vec())
        );
        let mut rest = Vec::new();
        let number = scanner.next_line_in_pieces(|piece| {
            rest.extend_from_slice(piece.text);
            piece.text.len()
        });
        assert_eq!((number, rest), (Some(1), b" 2".to_vec()));
        assert!(!scanner.at_end());
        let mut third = Vec::new();
        let number = scanner.next_line_in_pieces(|piece| {
            if piece.last {
                third.extend_from_slice(piece.text);
            }
            0
        });
        assert_eq!((number, third), (Some(3), b"[3,4]".to_vec()));
        let token = scanner.next_token().map(|t| (t.text().to_vec(), t.pos()));
        assert_eq!(token, Some((b"five".to_vec(), at(4, 1))));
    }

    #[test]
    fn newlines_and_characters_are_found_as_bytes_are() {
        let mut state = 3u64;
        for round in 0..3000 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let len = (state >> 40) as usize % 300;
            let bytes: Vec<u8> = (0..len)
                .map(|i| {
                    let pick = (state >> (i % 50)) as usize % 7;
                    [b'a', b'\n', 0xC3, 0xA9, b',', 0x80, b'7'][pick]
                })
                .map(|byte| {
                    if round % 3 == 0 && byte == b'\n' {
                        b'x'
                    } else {
                        byte
                    }
                })
                .collect();
            assert_eq!(
                find_newline(&bytes),
                bytes.iter().position(|&b| b == b'\n'),
                "{bytes:?}"
            );
            assert_eq!(count_characters(&bytes), characters(&bytes), "{bytes:?}");
            assert_eq!(
                characters_in_blocks(&bytes),
                characters(&bytes),
                "{bytes:?}"
            );
            let count = bytes.iter().filter(|&&b| b == b'\n').count();
            assert_eq!(newlines(&bytes), count, "{bytes:?}");
            let last = bytes.iter().rposition(|&b| b == b'\n');
            assert_eq!(last_newline(&bytes), last, "{bytes:?}");
            // Short runs go byte by byte, longer ones by blocks: both as a reader would.
            let from = Pos { line: 4, col: 9 };
            let mut expected = from;
            for &byte in &bytes {
                if byte == b'\n' {
                    expected = Pos {
                        line: expected.line + 1,
                        col: 1,
                    };
                } else if byte & 0xC0 != 0x80 {
                    expected.col += 1;
                }
            }
            assert_eq!(advanced(from, &bytes), expected, "{bytes:?}");
        }
    }

    /// Reads `input` with `next_integer_in(range)`, falling back on `next_token` when it
    /// says `None`: every item with the position `end_of_last_token` gives after it.
    fn integers(mut scanner: Scanner<'_>, range: RangeInclusive<i64>) -> Vec<(String, Pos)> {
        let mut all = Vec::new();
        loop {
            if let Some(value) = scanner.next_integer_in(range.clone()) {
                all.push((value.to_string(), scanner.end_of_last_token()));
                continue;
            }
            let Some(token) = scanner.next_token() else {
                return all;
            };
            let text = format!("token {}", token.quoted());
            all.push((text, scanner.end_of_last_token()));
        }
    }

    #[test]
    fn integers_are_the_tokens_str_parse_reads() {
        let inputs = [
            "1 22\n\n  333\t4\r\n5".to_owned(),
            "\u{FEFF}-7 +7 -0 00012 é 12é 1é2 -\n- 9".to_owned(),
            "123456789012345678 1234567890123456789 99999999 12345678 1234567 -12345678x"
                .to_owned(),
            "7\x0B8\x0C9 12,3 -2147483648 2147483648 4294967296".to_owned(),
            format!("{}\n{}", "12345 ".repeat(20_000), "-1 x 2 ".repeat(10_000)),
            "42".to_owned(),
            "-".to_owned(),
            String::new(),
            {
                // Every length of 1 to 19 digits, signs and separators mixed.
                let mut state = 7u64;
                (0..3000)
                    .map(|i| {
                        state = state
                            .wrapping_mul(6_364_136_223_846_793_005)
                            .wrapping_add(1_442_695_040_888_963_407);
                        let digits = 1 + (state >> 59) as usize % 19;
                        let number: String = (0..digits)
                            .map(|d| char::from(b'0' + ((state >> (d * 3 % 50)) % 10) as u8))
                            .collect();
                        let sign = ["", "-", "", "+"][i % 4];
                        let gap = [" ", "\n", "  ", "\t", "\r\n"][(state >> 20) as usize % 5];
                        format!("{sign}{number}{gap}")
                    })
                    .collect()
            },
        ];
        for input in &inputs {
            let bytes = input.as_bytes();
            for range in [
                i64::MIN..=i64::MAX,
                0..=1_000_000,
                -2_147_483_648..=2_147_483_647,
            ] {
                // What next_token and str::parse say, token by token.
                let mut scanner = Scanner::from_bytes(bytes);
                let mut expected = Vec::new();
                while let Some(token) = scanner.next_token() {
                    let value = token.parse::<i64>().filter(|value| range.contains(value));
                    let text = match value {
                        Some(value) => value.to_string(),
                        None => format!("token {}", token.quoted()),
                    };
                    expected.push((text, token.end()));
                }
                for step in [1, 3, 7, 1000, usize::MAX] {
                    let got = integers(Scanner::new(Steps(bytes, step)), range.clone());
                    // The fast path may leave a value that str::parse reads (a `+`, 19
                    // digits) to next_token; the position is the same either way.
                    let simplified: Vec<(String, Pos)> = got
                        .into_iter()
                        .map(|(text, pos)| match text.strip_prefix("token ") {
                            Some(quoted) => {
                                let inner = &quoted[1..quoted.len() - 1];
                                match inner.parse::<i64>().ok().filter(|v| range.contains(v)) {
                                    Some(value) => (value.to_string(), pos),
                                    None => (text, pos),
                                }
                            }
                            None => (text, pos),
                        })
                        .collect();
                    assert_eq!(simplified, expected, "step {step}, {range:?}: {input:.60?}");
                }
            }
        }
    }

    #[test]
    fn integers_leave_a_minus_to_ranges_without_negatives() {
        let mut scanner = Scanner::from_bytes(b" -0 -5 7");
        assert_eq!(scanner.next_integer_in(0..=10), None);
        let token = scanner.next_token().map(|t| (t.text().to_vec(), t.pos()));
        assert_eq!(token, Some((b"-0".to_vec(), at(1, 2))));
        assert_eq!(scanner.next_integer_in(-10..=10), Some(-5));
        assert_eq!(scanner.next_integer_in(0..=6), None);
        assert_eq!(scanner.next_integer_in(0..=7), Some(7));
        assert_eq!(scanner.end_of_last_token(), at(1, 9));
        assert_eq!(scanner.next_integer_in(0..=7), None);
        assert!(scanner.at_end());
        let error = scanner
            .expect_token(|| "input ended".into())
            .map(|_| ())
            .expect_err("no token is left");
        assert_eq!(error.to_string(), "1:9: input ended");
    }

    #[test]
    fn lines_after_integers_know_their_place() {
        let mut scanner = Scanner::new(Steps("1 2\n é 3\n4\n".as_bytes(), 2));
        assert_eq!(scanner.next_integer_in(0..=9), Some(1));
        assert_eq!(scanner.next_integer_in(0..=9), Some(2));
        assert_eq!(scanner.line(), 1);
        let line = scanner.next_line().map(|line| (line.number, line.pos(0)));
        assert_eq!(line, Some((1, at(1, 4))));
        assert_eq!(scanner.next_integer_in(0..=9), None);
        let token = scanner.next_token().map(|t| t.pos());
        assert_eq!(token, Some(at(2, 2)));
        assert_eq!(scanner.next_integer_in(0..=9), Some(3));
        assert_eq!(scanner.line(), 2);
        assert_eq!(scanner.end_of_last_token(), at(2, 5));
        assert_eq!(scanner.next_integer_in(0..=9), Some(4));
        assert_eq!(scanner.line(), 3);
    }

    #[test]
    fn byte_order_mark_is_skipped_and_columns_count_characters() {
        assert_eq!(
            tokens("\u{FEFF}é x"),
            [("é".into(), at(1, 1)), ("x".into(), at(1, 3))]
        );
    }

    #[test]
    fn lines_are_numbered_without_bom_or_carriage_returns() {
        let text = |scanner: &mut Scanner<'_>| {
            scanner
                .next_line()
                .map(|line| (line.number, line.text.to_vec()))
        };
        let mut scanner = Scanner::from_bytes(b"\xEF\xBB\xBFa b\r\n\nc");
        assert_eq!(text(&mut scanner), Some((1, b"a b".to_vec())));
        assert_eq!(text(&mut scanner), Some((2, Vec::new())));
        assert_eq!(text(&mut scanner), Some((3, b"c".to_vec())));
        assert_eq!(text(&mut scanner), None);
        assert_eq!(
            text(&mut Scanner::from_bytes(b"x\n")),
            Some((1, b"x".to_vec()))
        );
        assert_eq!(text(&mut Scanner::from_bytes(b"")), None);
    }

    #[test]
    fn a_line_after_skipped_space_knows_its_columns() {
        let mut scanner = Scanner::from_bytes("\n  é,x\n".as_bytes());
        assert!(!scanner.at_end());
        let line = scanner.next_line().expect("a line");
        assert_eq!((line.number, line.text), (2, "é,x".as_bytes()));
        assert_eq!(line.pos(0), at(2, 3));
        assert_eq!(line.pos(3), at(2, 5));
    }

    #[test]
    fn bytes_taken_from_the_buffer_are_counted_when_a_position_is_needed() {
        let mut scanner = Scanner::from_bytes(b"ab cd\nef gh\n\nij kl");
        assert!(
            scanner.buffered().is_empty(),
            "before the mark is looked for"
        );
        assert_eq!(
            scanner.next_token().map(|token| token.pos()),
            Some(at(1, 1))
        );
        assert_eq!(scanner.buffered(), b" cd\nef gh\n\nij kl");
        scanner.take_buffered(b" cd\nef gh".len());
        assert_eq!(scanner.end_of_last_token(), at(2, 6));
        assert_eq!(scanner.consumed(), 11);
        let next = scanner
            .next_token()
            .map(|token| (token.text().to_vec(), token.pos()));
        assert_eq!(next, Some((b"ij".to_vec(), at(4, 1))));
        scanner.take_buffered(3);
        assert_eq!(scanner.end_of_last_token(), at(4, 6));
        assert!(scanner.at_end());
    }

    #[test]
    fn end_of_last_token_points_just_after_it() {
        let mut scanner = Scanner::from_bytes(b"ab\ncd  \n\n");
        assert_eq!(scanner.end_of_last_token(), at(1, 1));
        while scanner.next_token().is_some() {}
        assert!(scanner.at_end());
        assert_eq!(scanner.end_of_last_token(), at(2, 3));
        let error = scanner
            .expect_token(|| "input ended, expected more".into())
            .map(|_| ())
            .expect_err("no token is left");
        assert_eq!(error.to_string(), "2:3: input ended, expected more");
    }

    #[test]
    fn values_are_parsed_and_checked() {
        let mut scanner = Scanner::from_bytes(b"7 9 x");
        let seven = scanner.next_token().map(|t| t.value_in(1..=8u8, "1 to 8"));
        assert_eq!(seven, Some(Ok(7)));
        let nine = scanner.next_token().map(|t| t.value_in(1..=8u8, "1 to 8"));
        assert_eq!(
            nine.map(|r| r.map_err(|e| e.to_string())),
            Some(Err("1:3: found \"9\", expected 1 to 8".into()))
        );
        let x = scanner.next_token().map(|t| t.value::<u8>("a number"));
        assert_eq!(
            x.map(|r| r.map_err(|e| e.to_string())),
            Some(Err("1:5: found \"x\", expected a number".into()))
        );
    }

    #[test]
    fn input_beyond_the_limit_stops_the_scanner() {
        let mut scanner = Scanner::with_limit(&b"1 2 3 4 5 6"[..], 4);
        let mut seen = Vec::new();
        while let Some(token) = scanner.next_token() {
            seen.push(token.text().to_vec());
        }
        assert!(matches!(
            scanner.take_failure(),
            Some(ReadFailure::TooLarge(4))
        ));
        assert!(seen.len() <= 2, "{seen:?}");
    }

    /// A reader of `left` bytes of `1`, one token as long as the input.
    struct Ones(usize);

    impl Read for Ones {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let count = buf.len().min(self.0);
            buf[..count].fill(b'1');
            self.0 -= count;
            Ok(count)
        }
    }

    #[test]
    fn a_token_longer_than_the_limit_takes_no_more_buffer_than_the_limit() {
        for limit in [3 << 20, 5 << 20, (4 << 20) + 1] {
            let mut scanner = Scanner::with_limit(Ones(3 * limit), limit as u64);
            assert!(scanner.next_token().is_some());
            assert!(matches!(
                scanner.take_failure(),
                Some(ReadFailure::TooLarge(_))
            ));
            // Doubling would have taken up to twice the limit.
            assert!(
                scanner.buffer.capacity() <= limit + CHUNK + 1,
                "limit {limit}: a buffer of {}",
                scanner.buffer.capacity()
            );
        }
    }

    #[test]
    fn quoted_escapes_and_truncates() {
        let long = "x".repeat(30);
        let mut scanner = Scanner::from_bytes(long.as_bytes());
        let token = scanner.next_token().expect("one token");
        assert_eq!(token.quoted(), format!("\"{}...\"", "x".repeat(24)));
        assert_eq!(quote(b"a\"\xFF\xC3\xA9"), "\"a\\\"\\xffé\"");
    }

    #[test]
    fn the_words_of_a_line_know_where_they_stand() {
        let mut scanner = Scanner::from_bytes("x\n  10\té 7x \n".as_bytes());
        scanner.next_line().expect("the first line");
        let line = scanner.next_line().expect("the second line");
        let words: Vec<(String, Pos, Pos)> = line
            .words()
            .map(|word| (word.quoted(), word.pos(), word.end()))
            .collect();
        let at = |line, col| Pos { line, col };
        assert_eq!(
            words,
            [
                ("\"10\"".to_owned(), at(2, 3), at(2, 5)),
                ("\"é\"".to_owned(), at(2, 6), at(2, 7)),
                ("\"7x\"".to_owned(), at(2, 8), at(2, 10)),
            ]
        );
        let word = line.words().next().expect("a word");
        assert_eq!(
            word.value_in(0..=9u8, "a digit").map_err(|e| e.to_string()),
            Err("2:3: found \"10\", expected a digit".to_owned())
        );
        assert_eq!(line.words().nth(3).map(|word| word.pos()), None);
    }

    #[test]
    fn unexpected_names_found_and_expected() {
        let mut scanner = Scanner::from_bytes(b"  7x");
        let token = scanner.next_token().expect("one token");
        assert_eq!(token.parse::<u8>(), None);
        let error = ParseError::unexpected(&token, "a die (1 to 6)");
        assert_eq!(
            error.to_string(),
            "1:3: found \"7x\", expected a die (1 to 6)"
        );
    }
}
