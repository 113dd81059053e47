//! The lesson page, `NAME explain --html [FILE]`: one self-contained HTML page for all the
//! cases of the input — inline CSS and JavaScript, the data of each case as a JSON island
//! serialised from the solver's own solution (the same solve that feeds every other view),
//! the text explain inside as a fallback, no network, no external fonts; it opens from
//! `file://`.
//!
//! This crate writes the frame (`html/shell.css`, `html/shell.js`: case tabs, step
//! controls and their keys, deep links `#case=2&step=4&entry=KEY`, the detail panel, the
//! large-type layout `?projector`, the `data-ready` mark) and the kit (`html/kit.js`,
//! `html/kit.css`: clickable entries reachable with Tab, legends, a list of choices, 1-D
//! and 2-D tables with the entry being computed and what it reads, a subset lattice, a
//! line of play, colour scales, dice, cards and piles) and the practice modes
//! (`html/practice.js`, `html/practice.css`: the quiz of the entry each step computes, as
//! the problem's script names it, and the play of each case's game, a second JSON island
//! that dp-cli writes from the problem's `Decisions`); each problem adds a script that
//! arranges the kit's parts to draw one step of one case (dp-cli's
//! `Problem::LESSON_SCRIPT`) and the data it reads (`Views::lesson_data`). It knows no
//! problem and no command line: dp-cli's `explain --html` drives it.
//!
//! A page stays under [`MAX_PAGE_BYTES`]: once the cases written come near it, the rest
//! are left out, and the page's end says which (the plain run gives their answers).

use std::io::{self, Write};

/// The largest page written: 2 MB, well within what a browser opens at once.
pub const MAX_PAGE_BYTES: usize = 2_000_000;

const SHELL_STYLE: &str = concat!(
    include_str!("html/shell.css"),
    "\n",
    include_str!("html/kit.css"),
    "\n",
    include_str!("html/practice.css")
);
const SHELL_SCRIPT: &str = concat!(
    include_str!("html/shell.js"),
    "\n",
    include_str!("html/kit.js"),
    "\n",
    include_str!("html/practice.js")
);

/// What a page needs to know of its problem.
pub struct Page<'a> {
    /// The binary's name, the page's title.
    pub name: &'a str,
    /// One paragraph on the problem.
    pub about: &'a str,
    /// The problem's own style.
    pub style: &'a str,
    /// The problem's own script.
    pub script: &'a str,
}

/// Writes a page case by case, keeping count of its size.
pub struct PageWriter<'a> {
    page: Page<'a>,
    written: usize,
    omitted: usize,
    /// The first and the last case left out.
    omitted_range: Option<(usize, usize)>,
}

impl<'a> PageWriter<'a> {
    /// A page for `page`'s problem; nothing is written yet.
    pub fn new(page: Page<'a>) -> Self {
        Self {
            page,
            written: 0,
            omitted: 0,
            omitted_range: None,
        }
    }

    /// The head of the page and the lesson text printed once per run.
    pub fn head(&mut self, out: &mut dyn Write, lesson: &[u8]) -> io::Result<()> {
        let name = escape(self.page.name);
        let text = format!(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <title>{name}: the lesson</title>\n<style>\n{SHELL_STYLE}\n{}\n</style>\n</head>\n\
             <body>\n<header><h1>{name}</h1><p>{}</p></header>\n\
             <nav class=\"cases\" aria-label=\"cases\"></nav>\n\
             <div class=\"controls\"><button id=\"prev\" type=\"button\">&#9664; step</button>\
             <input id=\"step\" type=\"range\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"step\">\
             <button id=\"next\" type=\"button\">step &#9654;</button>\
             <span id=\"step-label\" class=\"step-label\"></span></div>\n\
             <main class=\"stage\"><div class=\"drawing\"><p id=\"step-text\" class=\"step-text\"></p>\
             <div id=\"drawing\"></div></div><aside id=\"detail\" aria-live=\"polite\"></aside></main>\n",
            self.page.style,
            escape(self.page.about),
        );
        self.put(out, &text)?;
        if !lesson.is_empty() {
            let lesson = format!(
                "<details class=\"text-lesson\" open><summary>The lesson</summary><pre>{}</pre></details>\n",
                escape(&String::from_utf8_lossy(lesson))
            );
            self.put(out, &lesson)?;
        }
        Ok(())
    }

    /// One case: its data as a JSON island, its game for the play mode as another (when
    /// the problem has one), and its text explain as the fallback. A game is written only
    /// while the page stays within half of [`MAX_PAGE_BYTES`], so games never crowd out a
    /// case; when the page would grow past the limit, the case is left out, and the page's
    /// end says which cases were.
    pub fn case(
        &mut self,
        out: &mut dyn Write,
        number: usize,
        data: &serde_json::Value,
        game: Option<&serde_json::Value>,
        explain: &[u8],
    ) -> io::Result<()> {
        let island = json_island(data);
        let text = escape(&String::from_utf8_lossy(explain));
        // Leave room for the scripts and the closing note at the end.
        let budget =
            MAX_PAGE_BYTES.saturating_sub(SHELL_SCRIPT.len() + self.page.script.len() + 4096);
        if self.is_full() || self.written + island.len() + text.len() + 512 > budget {
            self.omit(number);
            return Ok(());
        }
        let game = game
            .map(|game| {
                format!(
                    "<script type=\"application/json\" class=\"case-game\">{}</script>\n",
                    json_island(game)
                )
            })
            // Games take at most half the page, so that they never crowd out a case.
            .filter(|game| {
                self.written + island.len() + text.len() + game.len() + 512 <= budget / 2
            })
            .unwrap_or_default();
        let section = format!(
            "<section class=\"case\" data-case=\"{number}\">\n\
             <script type=\"application/json\" class=\"case-data\">{island}</script>\n{game}\
             <details class=\"text-lesson\"><summary>case {number} as text</summary><pre>{text}</pre></details>\n\
             </section>\n"
        );
        self.put(out, &section)
    }

    /// Whether the page is full: a case has been left out, and so is every later one. A
    /// case that comes then need not be solved at all: [`PageWriter::omit`] it.
    pub fn is_full(&self) -> bool {
        self.omitted > 0
    }

    /// Leaves case `number` out of the page, as [`PageWriter::case`] does once the page is
    /// full, without its data.
    pub fn omit(&mut self, number: usize) {
        self.omitted += 1;
        let first = self.omitted_range.map_or(number, |(first, _)| first);
        self.omitted_range = Some((first, number));
    }

    /// The scripts and the end of the page.
    pub fn foot(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if let Some((first, last)) = self.omitted_range {
            let note = format!(
                "<details class=\"text-lesson\" open><summary>cases {first} to {last} are left \
                 out</summary><p>This page holds the first {} cases only, to stay under 2 MB. \
                 Run explain --html on fewer cases to see the others.</p></details>\n",
                first - 1
            );
            self.put(out, &note)?;
        }
        let text = format!(
            "<script>\n{SHELL_SCRIPT}\n</script>\n<script>\n{}\n</script>\n</body>\n</html>\n",
            self.page.script
        );
        self.put(out, &text)
    }

    /// How many cases were left out for the size limit.
    pub fn omitted(&self) -> usize {
        self.omitted
    }

    fn put(&mut self, out: &mut dyn Write, text: &str) -> io::Result<()> {
        self.written += text.len();
        out.write_all(text.as_bytes())
    }
}

/// `text` safe inside HTML text and attribute values.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

/// `value` as JSON that cannot end the `<script>` element it sits in.
fn json_island(value: &serde_json::Value) -> String {
    serde_json::to_string(value)
        .unwrap_or_else(|_| "null".to_owned())
        .replace("</", "<\\/")
        .replace("<!--", "<\\u0021--")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page() -> Page<'static> {
        Page {
            name: "demo",
            about: "A <demo> & more",
            style: "",
            script: "",
        }
    }

    #[test]
    fn a_page_is_whole_escaped_and_self_contained() {
        let mut writer = PageWriter::new(page());
        let mut out = Vec::new();
        writer
            .head(&mut out, b"the lesson <b>")
            .expect("a Vec takes it");
        let data = serde_json::json!({ "text": "</script><!-- x" });
        writer
            .case(&mut out, 1, &data, None, b"a < b")
            .expect("a Vec takes it");
        writer.foot(&mut out).expect("a Vec takes it");
        let page = String::from_utf8(out).expect("UTF-8");
        assert!(page.starts_with("<!DOCTYPE html>"));
        assert!(page.ends_with("</html>\n"));
        assert!(page.contains("A &lt;demo&gt; &amp; more"));
        assert!(page.contains("the lesson &lt;b&gt;"));
        assert!(page.contains(r#"{"text":"<\/script><\u0021-- x"}"#));
        assert!(page.contains("<pre>a &lt; b</pre>"));
        assert_eq!(page.matches("</script>").count(), 3);
        // The SVG namespace is a name, not an address: nothing is fetched from outside.
        for outside in ["src=\"http", "href=\"http", "@import", "url(http"] {
            assert!(!page.contains(outside), "{outside}");
        }
    }

    #[test]
    fn games_stop_at_half_the_page_and_crowd_out_no_case() {
        let mut writer = PageWriter::new(page());
        let mut out = Vec::new();
        let game = serde_json::json!({ "nodes": "x".repeat(150_000) });
        for number in 1..=12 {
            writer
                .case(
                    &mut out,
                    number,
                    &serde_json::Value::Null,
                    Some(&game),
                    b"text",
                )
                .expect("a Vec takes it");
        }
        writer.foot(&mut out).expect("a Vec takes it");
        let page = String::from_utf8(out).expect("UTF-8");
        assert_eq!(page.matches("<section class=\"case\"").count(), 12);
        let games = page.matches("class=\"case-game\"").count();
        assert_eq!(games, 6, "{games} games of 150 KB in half of 2 MB");
        assert_eq!(writer.omitted(), 0);
    }

    #[test]
    fn cases_beyond_the_size_limit_are_left_out_and_named() {
        let mut writer = PageWriter::new(page());
        let mut out = Vec::new();
        let big = "x".repeat(MAX_PAGE_BYTES / 3);
        for number in 1..=4 {
            assert_eq!(writer.is_full(), number > 3, "case {number}");
            writer
                .case(
                    &mut out,
                    number,
                    &serde_json::Value::Null,
                    None,
                    big.as_bytes(),
                )
                .expect("a Vec takes it");
        }
        // Once full, a case is left out without its data (the run does not solve it).
        assert!(writer.is_full());
        writer.omit(5);
        writer.foot(&mut out).expect("a Vec takes it");
        assert!(out.len() < MAX_PAGE_BYTES);
        assert_eq!(writer.omitted(), 3);
        let page = String::from_utf8(out).expect("UTF-8");
        assert!(page.contains("cases 3 to 5 are left out"));
    }
}
