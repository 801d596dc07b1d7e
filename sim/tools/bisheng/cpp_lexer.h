// A C++ tokenizer just good enough to find kernel launches (`k<<<...>>>(...)`) safely: it skips
// comments, keeps string / char literals (raw strings included) as single opaque tokens, joins line
// splices, and marks the tokens of preprocessor directives. `<` and `>` are always one-character
// tokens (the launch rewriter pairs them itself: `<<<`, `>>>`, `>>` closing two template levels);
// `<=`, `>=`, `<<=`, `>>=`, `<=>` and `->` are single tokens so that they never look like angles.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace ascsim::bisheng {

enum class TokenKind { Identifier, Number, String, Char, Punct };

struct Token {
    TokenKind kind;
    std::size_t begin; // byte offsets into the source: [begin, end)
    std::size_t end;
    int line;      // 1-based line of the first character
    int directive; // 0 in ordinary code, else the 1-based index of the directive containing it
    bool opaque;   // inside a directive other than #define (#include, #if, #pragma ...)
};

// Tokenizes the whole source. Never fails: an unterminated literal or comment ends at the end of
// its line (literal) or of the file (comment, raw string).
std::vector<Token> LexCpp(std::string_view source);

inline std::string_view TokenText(std::string_view source, const Token& t)
{
    return source.substr(t.begin, t.end - t.begin);
}

inline bool IsPunct(std::string_view source, const Token& t, std::string_view p)
{
    return t.kind == TokenKind::Punct && TokenText(source, t) == p;
}

} // namespace ascsim::bisheng
