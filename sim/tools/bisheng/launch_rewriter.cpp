// The launch rewriter of launch_rewriter.h, on the tokens of cpp_lexer.h.
#include "launch_rewriter.h"

#include "cpp_lexer.h"

#include <optional>

namespace ascsim::bisheng {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

struct Failure {
    int line;
    std::string message;
};

// One parsed launch; token indices.
struct Launch {
    std::size_t nameFirst = 0; // KERNEL = tokens [nameFirst, nameLast]
    std::size_t nameLast = 0;
    std::size_t open = 0;                                    // first '<' of `<<<`
    std::size_t close = 0;                                   // first '>' of `>>>`
    std::size_t paren = 0;                                   // '(' of the kernel arguments
    std::vector<std::pair<std::size_t, std::size_t>> config; // [first, last] of each argument
    bool argsEmpty = false;
};

bool IsOpener(char c) { return c == '(' || c == '[' || c == '{'; }
bool IsCloser(char c) { return c == ')' || c == ']' || c == '}'; }

// An integer literal of value zero (0, 0u, 0UL, 00, 0x0, ...): a null pointer constant in C++.
bool IsZeroLiteral(std::string_view t)
{
    std::size_t i = 0;
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X' || t[1] == 'b' || t[1] == 'B'))
        i = 2;
    std::size_t digits = 0;
    while (i < t.size() && (t[i] == '0' || t[i] == '\''))
        digits += t[i++] == '0';
    while (i < t.size() && (t[i] == 'u' || t[i] == 'U' || t[i] == 'l' || t[i] == 'L'))
        ++i;
    return digits > 0 && i == t.size();
}
char OpenerOf(char closer) { return closer == ')' ? '(' : closer == ']' ? '[' : '{'; }
char CloserOf(char opener) { return opener == '(' ? ')' : opener == '[' ? ']' : '}'; }

class Rewriter {
public:
    Rewriter(std::string_view src, const std::string& file) : src_(src), file_(file), toks_(LexCpp(src)) {}

    RewriteResult Run()
    {
        RewriteResult result;
        std::string body;
        std::size_t copied = 0; // source bytes already in body
        for (std::size_t i = 0; i + 2 < toks_.size();) {
            if (!IsLaunchOpen(i)) {
                ++i;
                continue;
            }
            Launch launch;
            launch.open = i;
            if (auto failure = Parse(launch)) {
                result.errors.push_back(file_ + ":" + std::to_string(failure->line) + ": error: " + failure->message);
                i += 3;
                continue;
            }
            body.append(src_.substr(copied, toks_[launch.nameFirst].begin - copied));
            body.append(Replacement(launch));
            copied = toks_[launch.paren].end;
            ++result.launches;
            i = launch.paren + 1; // the arguments may hold further launches
        }
        body.append(src_.substr(copied));
        result.text = "#line 1 \"" + EscapeForStringLiteral(file_) + "\"\n" + body;
        return result;
    }

private:
    const Token& T(std::size_t i) const { return toks_[i]; }
    std::string_view Text(std::size_t i) const { return TokenText(src_, toks_[i]); }
    bool Is(std::size_t i, std::string_view p) const { return i < toks_.size() && IsPunct(src_, toks_[i], p); }
    char PunctChar(std::size_t i) const
    {
        return T(i).kind == TokenKind::Punct && T(i).end - T(i).begin == 1 ? src_[T(i).begin] : '\0';
    }
    bool Adjacent(std::size_t a, std::size_t b) const { return T(a).end == T(b).begin; }

    // Tokens i, i+1, i+2 are `c` with nothing between them.
    bool IsTriple(std::size_t i, char c) const
    {
        return i + 2 < toks_.size() && PunctChar(i) == c && PunctChar(i + 1) == c && PunctChar(i + 2) == c &&
               Adjacent(i, i + 1) && Adjacent(i + 1, i + 2);
    }

    bool IsLaunchOpen(std::size_t i) const
    {
        if (T(i).opaque || !IsTriple(i, '<'))
            return false;
        if (i > 0 && T(i - 1).kind == TokenKind::Identifier && Text(i - 1) == "operator")
            return false;
        return true; // `operator<<<T>` above is the only valid C++ with `<<<`
    }

    // Whether token i belongs to the same code as the launch (ordinary code, or the same #define).
    bool InRegion(std::size_t i, const Launch& l) const
    {
        return i < toks_.size() && T(i).directive == T(l.open).directive;
    }

    // A failure for a scan that left the launch's region at token i (or ran off the end).
    Failure LeftRegion(std::size_t i, const Launch& l, const std::string& what) const
    {
        if (i < toks_.size() && T(l.open).directive == 0 && T(i).directive != 0) {
            return {T(i).line, what + " (preprocessor directives inside a kernel launch are not supported)"};
        }
        return {T(l.open).line, what};
    }

    std::optional<Failure> Parse(Launch& l)
    {
        if (auto f = ParseKernelName(l))
            return f;
        if (auto f = ParseConfig(l))
            return f;
        return ParseArguments(l);
    }

    // The index of the opener matching the closer at i, scanning back; kNone if unbalanced.
    std::size_t MatchBackward(std::size_t i, const Launch& l) const
    {
        std::string stack;
        for (std::size_t k = i;; --k) {
            if (!InRegion(k, l))
                return kNone;
            const char c = PunctChar(k);
            if (IsCloser(c)) {
                stack.push_back(OpenerOf(c));
            } else if (IsOpener(c)) {
                if (stack.back() != c)
                    return kNone;
                stack.pop_back();
                if (stack.empty())
                    return k;
            }
            if (k == 0)
                return kNone;
        }
    }

    // The index of the closer matching the opener at i; kNone if unbalanced. Directives between
    // the tokens of a launch in ordinary code are skipped (the arguments are kept verbatim, an
    // #ifdef among them stays where it is).
    std::size_t MatchForward(std::size_t i, const Launch& l) const
    {
        std::string stack;
        for (std::size_t k = i; k < toks_.size(); ++k) {
            if (!InRegion(k, l)) {
                if (T(l.open).directive == 0)
                    continue;
                return kNone;
            }
            const char c = PunctChar(k);
            if (IsOpener(c)) {
                stack.push_back(CloserOf(c));
            } else if (IsCloser(c)) {
                if (stack.back() != c)
                    return kNone;
                stack.pop_back();
                if (stack.empty())
                    return k;
            }
        }
        return kNone;
    }

    // From the '>' at j, the '<' opening those template arguments; kNone if unbalanced.
    std::size_t TemplateArgsOpen(std::size_t j, const Launch& l) const
    {
        int depth = 0;
        for (std::size_t k = j;; --k) {
            if (!InRegion(k, l))
                return kNone;
            const char c = PunctChar(k);
            if (IsCloser(c)) {
                k = MatchBackward(k, l);
                if (k == kNone)
                    return kNone;
            } else if (IsOpener(c) || c == ';') {
                return kNone;
            } else if (c == '>') {
                ++depth;
            } else if (c == '<') {
                if (--depth == 0)
                    return k;
            }
            if (k == 0)
                return kNone;
        }
    }

    // One name component ending at token j: `id` or `id<...>`; its first token, or a failure.
    std::optional<Failure> NameComponent(std::size_t j, const Launch& l, std::size_t& first) const
    {
        const int line = T(l.open).line;
        if (j == kNone || !InRegion(j, l))
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list))
            return Failure{line, "no kernel name before '<<<'"};
        if (PunctChar(j) == '>') {
            const std::size_t lt = TemplateArgsOpen(j, l);
            if (lt == kNone)
                // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md:
                // kernel_name<<<numBlocks, dynUBufSize, stream>>>(argument list))
                return Failure{line, "unbalanced template arguments in the kernel name before '<<<'"};
            j = lt == 0 ? kNone : lt - 1;
            if (j == kNone || !InRegion(j, l) || T(j).kind != TokenKind::Identifier) {
                // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md:
                // kernel_name<<<numBlocks, dynUBufSize, stream>>>(argument list))
                return Failure{line, "no kernel name before the template arguments of the launch"};
            }
        } else if (T(j).kind != TokenKind::Identifier) {
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list))
            return Failure{line, "no kernel name before '<<<' (expected a kernel function name, found '" +
                                     std::string(Text(j)) + "')"};
        }
        first = j;
        return std::nullopt;
    }

    std::optional<Failure> ParseKernelName(Launch& l)
    {
        if (l.open == 0)
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list))
            return Failure{T(l.open).line, "no kernel name before '<<<'"};
        l.nameLast = l.open - 1;
        std::size_t first = 0;
        if (auto f = NameComponent(l.nameLast, l, first))
            return f;
        // Qualifiers: ns::k, ns::Outer<int>::k, ::k.
        while (first > 0 && InRegion(first - 1, l) && Is(first - 1, "::")) {
            const std::size_t colons = first - 1;
            std::size_t qualifier = 0;
            if (colons > 0 && InRegion(colons - 1, l) &&
                (T(colons - 1).kind == TokenKind::Identifier || PunctChar(colons - 1) == '>') &&
                !NameComponent(colons - 1, l, qualifier)) {
                first = qualifier;
            } else {
                first = colons; // global ::k
                break;
            }
        }
        if (first > 0 && InRegion(first - 1, l) && (Is(first - 1, ".") || Is(first - 1, "->"))) {
            // syntax: a kernel is a free function (AI-Core-SIMD编程/核函数.md); a member function cannot be launched
            // with <<<>>>
            return Failure{T(first).line, "launching a member function with '<<<' is not supported"};
        }
        l.nameFirst = first;
        return std::nullopt;
    }

    std::optional<Failure> ParseConfig(Launch& l)
    {
        static const std::string kNoClose = "'<<<' has no matching '>>>'";
        std::string stack;
        std::size_t argStart = l.open + 3;
        for (std::size_t k = l.open + 3;; ++k) {
            if (!InRegion(k, l))
                return LeftRegion(k, l, kNoClose);
            const char c = PunctChar(k);
            if (stack.empty() && IsTriple(k, '>')) {
                l.close = k;
                if (!(l.config.empty() && argStart == k))
                    l.config.emplace_back(argStart, k - 1);
                break;
            }
            if (stack.empty() && (IsTriple(k, '<') || c == ';'))
                // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md:
                // kernel_name<<<numBlocks, dynUBufSize, stream>>>(argument list))
                return Failure{T(l.open).line, kNoClose};
            if (IsOpener(c)) {
                stack.push_back(CloserOf(c));
            } else if (IsCloser(c)) {
                if (stack.empty() || stack.back() != c) {
                    // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md:
                    // kernel_name<<<numBlocks, dynUBufSize, stream>>>(argument list))
                    return Failure{T(k).line,
                                   "unbalanced '" + std::string(1, c) + "' in the kernel launch configuration"};
                }
                stack.pop_back();
            } else if (c == ',' && stack.empty()) {
                l.config.emplace_back(argStart, k - 1);
                argStart = k + 1;
            }
        }
        const std::size_t n = l.config.size();
        if (n < 2 || n > 4) {
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list); SIMT-API/SIMT编程简介/扩展语法/核函数配置.md: <<<blocks_per_grid,
            // threads_per_block, dyn_ubuf_size, stream>>>)
            return Failure{T(l.open).line, "a kernel launch takes 2 or 3 configuration arguments "
                                           "<<<numBlocks, dynUBufSize[, stream]>>>, or 4 for a SIMT kernel "
                                           "<<<blocks_per_grid, threads_per_block, dyn_ubuf_size, stream>>>, got " +
                                               std::to_string(n)};
        }
        for (std::size_t a = 0; a < n; ++a) {
            if (l.config[a].first > l.config[a].second) {
                // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md:
                // kernel_name<<<numBlocks, dynUBufSize, stream>>>(argument list))
                return Failure{T(l.open).line,
                               "empty argument " + std::to_string(a + 1) + " in the kernel launch configuration"};
            }
        }
        return std::nullopt;
    }

    std::optional<Failure> ParseArguments(Launch& l)
    {
        l.paren = l.close + 3;
        if (!InRegion(l.paren, l) || PunctChar(l.paren) != '(') {
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list))
            return Failure{T(l.close).line, "'>>>' must be followed by the kernel arguments '(...)'"};
        }
        const std::size_t end = MatchForward(l.paren, l);
        if (end == kNone)
            // syntax: a launch the real compiler rejects as well (AI-Core-SIMD编程/核函数.md: kernel_name<<<numBlocks,
            // dynUBufSize, stream>>>(argument list))
            return Failure{T(l.paren).line, "unterminated kernel argument list"};
        l.argsEmpty = end == l.paren + 1;
        return std::nullopt;
    }

    // The newlines of source bytes [begin, end), as newlines (line splices inside a #define).
    std::string Newlines(std::size_t begin, std::size_t end, const Launch& l) const
    {
        std::string out;
        for (std::size_t i = begin; i < end; ++i) {
            if (src_[i] == '\n')
                out += T(l.open).directive != 0 ? " \\\n" : "\n";
        }
        return out;
    }

    // Tokens [first, last] joined by single spaces where the source had anything between them.
    std::string Normalized(std::size_t first, std::size_t last) const
    {
        std::string out;
        for (std::size_t k = first; k <= last; ++k) {
            if (k > first && !Adjacent(k - 1, k))
                out += ' ';
            out.append(Text(k));
        }
        return out;
    }

    std::string Replacement(const Launch& l) const
    {
        const std::string kernel = Normalized(l.nameFirst, l.nameLast);
        // Four arguments: the SIMT launch (ascendc_sim/lang/simt_launch.h); the stream is then the fourth.
        const bool simt = l.config.size() == 4;
        const std::size_t streamArg = simt ? 3 : 2;
        std::string r = std::string(simt ? "::ascsim::simt::SimtKernelLaunch" : "::ascsim::asc::KernelLaunch") +
                        "(::ascsim::asc::LaunchSite{\"" + EscapeForStringLiteral(file_) + "\", " +
                        std::to_string(T(l.nameFirst).line) + ", \"" + EscapeForStringLiteral(kernel) + "\"}";
        r += Newlines(T(l.nameFirst).begin, T(l.open + 2).end, l);
        std::size_t regionBegin = T(l.open + 2).end;
        for (std::size_t a = 0; a < l.config.size(); ++a) {
            const auto [first, last] = l.config[a];
            const std::size_t regionEnd = last + 1 < toks_.size() ? T(last + 1).begin : src_.size();
            r += ", " + Newlines(regionBegin, T(first).begin, l) + "(";
            const std::string_view text = src_.substr(T(first).begin, T(last).end - T(first).begin);
            // A literal 0 stream is a null pointer constant (the default stream); any other integer
            // does not convert to aclrtStream and stays a compile error (kernel_launch.h).
            r.append(a == streamArg && first == last && IsZeroLiteral(text) ? std::string_view("nullptr") : text);
            r += ")" + Newlines(T(last).end, regionEnd, l);
            regionBegin = T(last + 1).end; // after the comma (or the first '>' of `>>>`)
        }
        if (l.config.size() == 2)
            r += ", (nullptr)";
        r += Newlines(regionBegin, T(l.paren).begin, l);
        r += ", [](auto&&... ascsimArgs) { " + kernel + "(ascsimArgs...); }";
        if (!l.argsEmpty)
            r += ", ";
        return r;
    }

    std::string_view src_;
    const std::string& file_;
    std::vector<Token> toks_;
};

} // namespace

std::string EscapeForStringLiteral(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '\\' || c == '"')
            out += '\\';
        out += c;
    }
    return out;
}

RewriteResult RewriteLaunches(std::string_view source, const std::string& fileName)
{
    if (source.substr(0, 3) == "\xEF\xBB\xBF")
        source.remove_prefix(3); // a UTF-8 BOM before #line
    return Rewriter(source, fileName).Run();
}

} // namespace ascsim::bisheng
