//! The input scanner every judge format needs: tokens with their line and column.
//!
//! Judge formats are whitespace-separated tokens; where line structure matters (one case a
//! line), [`Scanner::next_token_on_line`] stops at the end of the line. The scanner works on
//! bytes, so input that is not UTF-8 is reported as a bad token, never a crash. A UTF-8
//! byte-order mark at the start is skipped; `\r\n` line endings are whitespace like any other.
//!
//! Positions are 1-based; a column counts characters, not bytes. Columns are computed only
//! when an error needs one, so scanning a ten-million-token line stays linear.

use std::fmt;
use std::str::FromStr;

/// A place in the input: 1-based line, and 1-based column counted in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pos {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1, in characters.
    pub col: u32,
}

impl Pos {
    /// The position of byte `offset` of `line`, the text of line number `line_number`
    /// (for formats read line by line, see [`lines`]).
    pub fn in_line(line_number: u32, line: &[u8], offset: usize) -> Pos {
        pos_of(line, line_number, 0, offset)
    }
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

/// One token: a maximal run of bytes that are not separators.
#[derive(Clone, Copy, Debug)]
pub struct Token<'a> {
    text: &'a [u8],
    source: &'a [u8],
    offset: usize,
    line: u32,
    line_start: usize,
}

impl<'a> Token<'a> {
    /// The token's bytes.
    pub fn text(&self) -> &'a [u8] {
        self.text
    }

    /// The line the token is on.
    pub fn line(&self) -> u32 {
        self.line
    }

    /// Where the token starts.
    pub fn pos(&self) -> Pos {
        pos_of(self.source, self.line, self.line_start, self.offset)
    }

    /// Where the token ends: the position just after its last character.
    pub fn end_pos(&self) -> Pos {
        pos_of(
            self.source,
            self.line,
            self.line_start,
            self.offset + self.text.len(),
        )
    }

    /// The token parsed as a `T` (an integer, say), or `None` when it is not one.
    pub fn parse<T: FromStr>(&self) -> Option<T> {
        std::str::from_utf8(self.text).ok()?.parse().ok()
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

/// The cases of a whitespace-token format, read lazily one at a time so that the answers
/// of the good cases can be printed before an error in a later one stops the run.
///
/// `read_case(scanner, number)` reads case `number` (from 1): `Ok(Some(case))`, or
/// `Ok(None)` at a terminator that ends the input (gems-fight's `0 0 0`). The iteration
/// ends at the end of the input, at a terminator, or after the first error.
pub fn cases<'a, T>(
    input: &'a [u8],
    mut read_case: impl FnMut(&mut Scanner<'a>, usize) -> Result<Option<T>, ParseError> + 'a,
) -> impl Iterator<Item = Result<T, ParseError>> + 'a {
    let mut scanner = Scanner::new(input);
    let mut number = 0;
    let mut done = false;
    std::iter::from_fn(move || {
        if done || scanner.at_end() {
            return None;
        }
        number += 1;
        let case = read_case(&mut scanner, number);
        done = !matches!(case, Ok(Some(_)));
        case.transpose()
    })
}

/// The lines of `source` with their numbers from 1, for formats where a line is a case:
/// a leading byte-order mark and each line's `\r` before `\n` are dropped; a last line
/// without a newline still counts.
pub fn lines(source: &[u8]) -> impl Iterator<Item = (u32, &[u8])> {
    let source = source.strip_prefix(BYTE_ORDER_MARK).unwrap_or(source);
    let source = source.strip_suffix(b"\n").unwrap_or(source);
    let mut numbers = 1u32..;
    // An empty input has no lines at all, not one empty line.
    let pieces = (!source.is_empty()).then(|| source.split(|&byte| byte == b'\n'));
    pieces.into_iter().flatten().map(move |line| {
        let number = numbers.next().unwrap_or(u32::MAX);
        (number, line.strip_suffix(b"\r").unwrap_or(line))
    })
}

fn pos_of(source: &[u8], line: u32, line_start: usize, offset: usize) -> Pos {
    // Count characters, not bytes: skip UTF-8 continuation bytes (0b10xx_xxxx).
    let chars = source[line_start..offset]
        .iter()
        .filter(|&&byte| byte & 0xC0 != 0x80)
        .count();
    Pos {
        line,
        col: u32::try_from(chars + 1).unwrap_or(u32::MAX),
    }
}

/// Splits input into tokens, tracking lines.
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    source: &'a [u8],
    offset: usize,
    line: u32,
    line_start: usize,
    is_separator: fn(u8) -> bool,
    /// The end of the last token as (offset, line, line start); made a [`Pos`] only on demand.
    last_end: Option<(usize, u32, usize)>,
}

const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

impl<'a> Scanner<'a> {
    /// A scanner whose tokens are separated by ASCII whitespace.
    pub fn new(source: &'a [u8]) -> Self {
        Self::with_separators(source, |byte| byte.is_ascii_whitespace())
    }

    /// A scanner whose tokens are separated by the bytes for which `is_separator` holds.
    /// A newline always ends a line, separator or not.
    pub fn with_separators(source: &'a [u8], is_separator: fn(u8) -> bool) -> Self {
        let offset = if source.starts_with(BYTE_ORDER_MARK) {
            BYTE_ORDER_MARK.len()
        } else {
            0
        };
        Self {
            source,
            offset,
            line: 1,
            line_start: offset,
            is_separator,
            last_end: None,
        }
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> Option<Token<'a>> {
        self.skip_separators(true);
        self.take_token()
    }

    /// The next token on the current line, or `None` when the line (or the input) ends
    /// first; the newline itself is left for [`Scanner::next_line`].
    pub fn next_token_on_line(&mut self) -> Option<Token<'a>> {
        self.skip_separators(false);
        self.take_token()
    }

    /// Moves past the end of the current line; false at the end of the input.
    pub fn next_line(&mut self) -> bool {
        match self.source[self.offset..].iter().position(|&b| b == b'\n') {
            Some(newline) => {
                self.offset += newline + 1;
                self.line += 1;
                self.line_start = self.offset;
                true
            }
            None => {
                self.offset = self.source.len();
                false
            }
        }
    }

    /// Whether only separators remain.
    pub fn at_end(&mut self) -> bool {
        self.skip_separators(true);
        self.offset == self.source.len()
    }

    /// The line the scanner is on.
    pub fn line(&self) -> u32 {
        self.line
    }

    /// Where the input stopped making sense for a format that wanted more: just after the
    /// last token read, or the start of the input when there was none.
    pub fn end_of_last_token(&self) -> Pos {
        match self.last_end {
            Some((offset, line, line_start)) => pos_of(self.source, line, line_start, offset),
            None => Pos { line: 1, col: 1 },
        }
    }

    fn skip_separators(&mut self, across_lines: bool) {
        while let Some(&byte) = self.source.get(self.offset) {
            if byte == b'\n' {
                if !across_lines {
                    return;
                }
                self.line += 1;
                self.line_start = self.offset + 1;
            } else if !(self.is_separator)(byte) {
                return;
            }
            self.offset += 1;
        }
    }

    fn take_token(&mut self) -> Option<Token<'a>> {
        let start = self.offset;
        let rest = &self.source[start..];
        let len = rest
            .iter()
            .position(|&byte| byte == b'\n' || (self.is_separator)(byte))
            .unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        self.offset += len;
        let token = Token {
            text: &rest[..len],
            source: self.source,
            offset: start,
            line: self.line,
            line_start: self.line_start,
        };
        self.last_end = Some((self.offset, self.line, self.line_start));
        Some(token)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(input: &str) -> Vec<(String, Pos)> {
        let mut scanner = Scanner::new(input.as_bytes());
        std::iter::from_fn(|| scanner.next_token())
            .map(|t| (String::from_utf8_lossy(t.text()).into_owned(), t.pos()))
            .collect()
    }

    fn at(line: u32, col: u32) -> Pos {
        Pos { line, col }
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
    fn byte_order_mark_is_skipped_and_columns_count_characters() {
        assert_eq!(
            tokens("\u{FEFF}é x"),
            [("é".into(), at(1, 1)), ("x".into(), at(1, 3))]
        );
    }

    #[test]
    fn line_mode_stops_at_newline() {
        let mut scanner = Scanner::with_separators(b"1,2\n3", |b| b == b',');
        let first: Vec<_> = std::iter::from_fn(|| scanner.next_token_on_line())
            .map(|t| t.text().to_vec())
            .collect();
        assert_eq!(first, [b"1".to_vec(), b"2".to_vec()]);
        assert!(scanner.next_line());
        assert_eq!(scanner.line(), 2);
        assert_eq!(
            scanner.next_token_on_line().map(|t| t.text()),
            Some(&b"3"[..])
        );
        assert!(!scanner.next_line());
    }

    #[test]
    fn lines_are_numbered_without_bom_or_carriage_returns() {
        let numbered: Vec<(u32, &[u8])> = lines(b"\xEF\xBB\xBFa b\r\n\nc").collect();
        assert_eq!(numbered, [(1, &b"a b"[..]), (2, &b""[..]), (3, &b"c"[..])]);
        assert_eq!(lines(b"x\n").count(), 1);
        assert_eq!(lines(b"").count(), 0);
        assert_eq!(Pos::in_line(4, "é,x".as_bytes(), 3), at(4, 3));
    }

    #[test]
    fn cases_stop_at_the_end_a_terminator_or_an_error() {
        let read = |scanner: &mut Scanner<'_>, number: usize| match scanner.next_token() {
            Some(token) if token.text() == b"end" => Ok(None),
            Some(token) => token
                .parse::<u32>()
                .map(|value| Some((number, value)))
                .ok_or_else(|| ParseError::unexpected(&token, "a number")),
            None => unreachable!("cases checks for the end before reading"),
        };
        let all = |input: &'static [u8]| cases(input, read).collect::<Vec<_>>();
        assert_eq!(all(b"7 8\n"), [Ok((1, 7)), Ok((2, 8))]);
        assert_eq!(all(b"7 end 8"), [Ok((1, 7))]);
        let stopped = all(b"7 x 8");
        assert_eq!(stopped.len(), 2);
        assert_eq!(
            stopped[1].clone().map_err(|e| e.to_string()),
            Err("1:3: found \"x\", expected a number".into())
        );
    }

    #[test]
    fn end_of_last_token_points_just_after_it() {
        let mut scanner = Scanner::new(b"ab\ncd  \n\n");
        assert_eq!(scanner.end_of_last_token(), at(1, 1));
        while scanner.next_token().is_some() {}
        assert!(scanner.at_end());
        assert_eq!(scanner.end_of_last_token(), at(2, 3));
    }

    #[test]
    fn quoted_escapes_and_truncates() {
        let long = "x".repeat(30);
        let mut scanner = Scanner::new(long.as_bytes());
        let token = scanner.next_token().expect("one token");
        assert_eq!(token.quoted(), format!("\"{}...\"", "x".repeat(24)));
        assert_eq!(quote(b"a\"\xFF\xC3\xA9"), "\"a\\\"\\xffé\"");
    }

    #[test]
    fn unexpected_names_found_and_expected() {
        let mut scanner = Scanner::new(b"  7x");
        let token = scanner.next_token().expect("one token");
        assert_eq!(token.parse::<u8>(), None);
        let error = ParseError::unexpected(&token, "a die (1 to 6)");
        assert_eq!(
            error.to_string(),
            "1:3: found \"7x\", expected a die (1 to 6)"
        );
    }
}
