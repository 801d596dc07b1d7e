// Tokenizer of cpp_lexer.h. Translation phases 1-3 as far as they matter here: line splices
// (backslash-newline) are whitespace outside literals, comments are whitespace (a block comment
// spanning lines keeps a directive going, as in phase 3), a directive is a line whose first token
// is `#` and ends at the first newline that is neither spliced nor inside a comment or literal.
#include "cpp_lexer.h"

#include <array>
#include <cctype>
#include <string>

namespace ascsim::bisheng {
namespace {

bool IsIdentStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$' || static_cast<unsigned char>(c) >= 0x80;
}
bool IsIdentChar(char c) { return IsIdentStart(c) || std::isdigit(static_cast<unsigned char>(c)); }

// Encoding prefixes of string / char literals (u8R"...", LR"..." ...).
bool IsLiteralPrefix(std::string_view id)
{
    static constexpr std::array<std::string_view, 9> kPrefixes = {"u8", "u", "U", "L", "R", "u8R", "uR", "UR", "LR"};
    for (auto p : kPrefixes) {
        if (id == p)
            return true;
    }
    return false;
}

class Lexer {
public:
    explicit Lexer(std::string_view src) : src_(src) {}

    std::vector<Token> Run()
    {
        while (pos_ < src_.size())
            Step();
        return std::move(tokens_);
    }

private:
    char At(std::size_t i) const { return i < src_.size() ? src_[i] : '\0'; }

    // Length of a line splice at i (backslash, optional CR, newline), 0 if none.
    std::size_t SpliceAt(std::size_t i) const
    {
        if (At(i) != '\\')
            return 0;
        if (At(i + 1) == '\n')
            return 2;
        if (At(i + 1) == '\r' && At(i + 2) == '\n')
            return 3;
        return 0;
    }

    void Step()
    {
        const char c = src_[pos_];
        if (c == '\n') {
            ++line_;
            ++pos_;
            directive_ = 0;
            opaque_ = false;
            atLineStart_ = true;
            return;
        }
        if (std::size_t n = SpliceAt(pos_)) {
            pos_ += n;
            ++line_;
            return;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            ++pos_;
            return;
        }
        if (c == '/' && At(pos_ + 1) == '/')
            return SkipLineComment();
        if (c == '/' && At(pos_ + 1) == '*')
            return SkipBlockComment();
        if (c == '#' && atLineStart_ && directive_ == 0)
            return StartDirective();
        atLineStart_ = false;
        if (IsIdentStart(c))
            return LexIdentifierOrLiteral();
        if (std::isdigit(static_cast<unsigned char>(c)) ||
            (c == '.' && std::isdigit(static_cast<unsigned char>(At(pos_ + 1))))) {
            return LexNumber();
        }
        if (c == '"')
            return LexQuoted(pos_, pos_, '"', TokenKind::String);
        if (c == '\'')
            return LexQuoted(pos_, pos_, '\'', TokenKind::Char);
        LexPunct();
    }

    void Emit(TokenKind kind, std::size_t begin, std::size_t end, int line)
    {
        tokens_.push_back(Token{kind, begin, end, line, directive_, opaque_});
    }

    void SkipLineComment()
    {
        while (pos_ < src_.size() && src_[pos_] != '\n') {
            if (std::size_t n = SpliceAt(pos_)) {
                pos_ += n;
                ++line_;
            } else {
                ++pos_;
            }
        }
    }

    void SkipBlockComment()
    {
        pos_ += 2;
        while (pos_ < src_.size() && !(src_[pos_] == '*' && At(pos_ + 1) == '/')) {
            if (src_[pos_] == '\n')
                ++line_;
            ++pos_;
        }
        pos_ = pos_ < src_.size() ? pos_ + 2 : src_.size();
    }

    void StartDirective()
    {
        directive_ = ++directiveCount_;
        // Only #define bodies may hold launches; every other directive is opaque.
        std::size_t p = pos_ + 1;
        while (At(p) == ' ' || At(p) == '\t')
            ++p;
        std::size_t q = p;
        while (IsIdentChar(At(q)))
            ++q;
        opaque_ = src_.substr(p, q - p) != "define";
        atLineStart_ = false;
        Emit(TokenKind::Punct, pos_, pos_ + 1, line_);
        ++pos_;
    }

    void LexIdentifierOrLiteral()
    {
        const std::size_t begin = pos_;
        while (pos_ < src_.size() && IsIdentChar(src_[pos_]))
            ++pos_;
        const std::string_view id = src_.substr(begin, pos_ - begin);
        const char next = At(pos_);
        if ((next == '"' || next == '\'') && IsLiteralPrefix(id)) {
            if (next == '"' && id.back() == 'R')
                return LexRawString(begin);
            if (id.back() != 'R') {
                return LexQuoted(begin, pos_, next, next == '"' ? TokenKind::String : TokenKind::Char);
            }
        }
        Emit(TokenKind::Identifier, begin, pos_, line_);
    }

    void LexNumber()
    {
        const std::size_t begin = pos_;
        ++pos_;
        while (pos_ < src_.size()) {
            const char c = src_[pos_];
            if ((c == '+' || c == '-') &&
                (src_[pos_ - 1] == 'e' || src_[pos_ - 1] == 'E' || src_[pos_ - 1] == 'p' || src_[pos_ - 1] == 'P')) {
                ++pos_;
            } else if (c == '\'' && IsIdentChar(At(pos_ + 1))) { // digit separator 1'000
                pos_ += 2;
            } else if (IsIdentChar(c) || c == '.') {
                ++pos_;
            } else {
                break;
            }
        }
        Emit(TokenKind::Number, begin, pos_, line_);
    }

    // An ordinary literal whose opening quote is at `quote`; it ends at the closing quote or,
    // unterminated, before the end of its line.
    void LexQuoted(std::size_t begin, std::size_t quote, char q, TokenKind kind)
    {
        const int startLine = line_;
        pos_ = quote + 1;
        while (pos_ < src_.size()) {
            const char c = src_[pos_];
            if (c == '\\' && pos_ + 1 < src_.size()) {
                if (std::size_t n = SpliceAt(pos_)) {
                    pos_ += n;
                    ++line_;
                } else {
                    pos_ += 2;
                }
                continue;
            }
            if (c == '\n')
                break;
            ++pos_;
            if (c == q)
                break;
        }
        Emit(kind, begin, pos_, startLine);
    }

    // R"delim( ... )delim": no escapes, newlines allowed.
    void LexRawString(std::size_t begin)
    {
        const int startLine = line_;
        std::size_t p = pos_ + 1; // after the quote
        const std::size_t delimBegin = p;
        while (p < src_.size() && p - delimBegin <= 16 && src_[p] != '(' && src_[p] != ')' && src_[p] != '\\' &&
               src_[p] != '"' && !std::isspace(static_cast<unsigned char>(src_[p]))) {
            ++p;
        }
        if (At(p) != '(') { // malformed delimiter: lex it as an ordinary string
            return LexQuoted(begin, pos_, '"', TokenKind::String);
        }
        std::string closing = ")";
        closing.append(src_.substr(delimBegin, p - delimBegin));
        closing.push_back('"');
        std::size_t end = src_.find(closing, p + 1);
        end = end == std::string_view::npos ? src_.size() : end + closing.size();
        for (std::size_t i = pos_; i < end; ++i) {
            if (src_[i] == '\n')
                ++line_;
        }
        pos_ = end;
        Emit(TokenKind::String, begin, end, startLine);
    }

    void LexPunct()
    {
        static constexpr std::array<std::string_view, 9> kMulti = {
            "<=>", "<<=", ">>=", "...", "::", "->", "<=", ">=", "##"};
        const std::string_view rest = src_.substr(pos_);
        std::size_t len = 1;
        for (auto m : kMulti) {
            if (rest.substr(0, m.size()) == m) {
                len = m.size();
                break;
            }
        }
        Emit(TokenKind::Punct, pos_, pos_ + len, line_);
        pos_ += len;
    }

    std::string_view src_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int directive_ = 0;
    int directiveCount_ = 0;
    bool opaque_ = false;
    bool atLineStart_ = true;
    std::vector<Token> tokens_;
};

} // namespace

std::vector<Token> LexCpp(std::string_view source) { return Lexer(source).Run(); }

} // namespace ascsim::bisheng
