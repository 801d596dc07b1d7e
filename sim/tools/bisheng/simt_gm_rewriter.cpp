// The SIMT GM-access rewrite of simt_gm_rewriter.h, on the tokens of cpp_lexer.h.
#include "simt_gm_rewriter.h"

#include <set>

#include "ascendc_sim/simt_api/device_math_names.h"
#include "cpp_lexer.h"
#include "source_edits.h"

namespace ascsim::bisheng {
namespace {

class SimtGmRewriter {
public:
    explicit SimtGmRewriter(std::string_view src) : src_(src), toks_(LexCpp(src)) {}

    SimtGmRewriteResult Run()
    {
        SimtGmRewriteResult result;
        std::size_t head = 0; // first token of the current declaration head
        for (std::size_t i = 0; i < toks_.size(); ++i) {
            if (toks_[i].directive != 0)
                continue;
            const char c = Punct(i);
            if (c == ';' || c == '}') {
                head = i + 1;
            } else if (c == '{') {
                const std::size_t close = Matching(i);
                std::set<std::string> pointers;
                std::string bounds; // a SIMT kernel's __launch_bounds__ argument, "0" without one
                if (IsSimtFunctionHead(head, i, &pointers, &bounds) && close < toks_.size()) {
                    if (!bounds.empty()) {
                        inserts_.push_back(SourceEdit{toks_[i].end, toks_[i].end,
                                                      " ::ascsim::simt::CheckLaunchBounds(" + bounds + ");"});
                        ++result.kernels;
                    }
                    RewriteBody(i + 1, close, pointers, result);
                    RewriteDeviceMathCalls(i + 1, close, result);
                    DeclareStackArrays(i, close, result);
                    i = close; // the body is done; the next declaration starts after it
                    head = i + 1;
                    continue;
                }
                head = i + 1; // a namespace, class or other function: its contents are scanned in turn
            }
        }
        result.text = ApplyEdits(src_, std::move(inserts_));
        return result;
    }

private:
    std::string_view Text(std::size_t i) const { return TokenText(src_, toks_[i]); }
    char Punct(std::size_t i) const
    {
        return i < toks_.size() && toks_[i].kind == TokenKind::Punct && toks_[i].end - toks_[i].begin == 1 ?
                   src_[toks_[i].begin] :
                   '\0';
    }
    bool IsId(std::size_t i, std::string_view s) const
    {
        return i < toks_.size() && toks_[i].kind == TokenKind::Identifier && Text(i) == s;
    }

    // The token closing the bracket opened at `open` ( ( [ { ), nested brackets balanced, directives skipped;
    // toks_.size() if none.
    std::size_t Matching(std::size_t open) const
    {
        int d = 0;
        for (std::size_t k = open; k < toks_.size(); ++k) {
            if (toks_[k].directive != 0)
                continue;
            const char c = Punct(k);
            if (c == '(' || c == '[' || c == '{')
                ++d;
            else if ((c == ')' || c == ']' || c == '}') && --d == 0)
                return k;
        }
        return toks_.size();
    }

    // Whether [head, brace) declares a SIMT function (simt_gm_rewriter.h); fills *pointers with the names of its
    // pointer parameters (the last parenthesised group at the head's top level) and, for a SIMT kernel, *bounds
    // with its __launch_bounds__ argument ("0" without one).
    bool IsSimtFunctionHead(std::size_t head, std::size_t brace, std::set<std::string>* pointers,
                            std::string* bounds) const
    {
        bool global = false, simd = false, simt = false;
        std::size_t params = toks_.size();
        std::string launchBounds = "0";
        for (std::size_t k = head; k < brace; ++k) {
            if (toks_[k].directive != 0)
                continue;
            global = global || IsId(k, "__global__");
            simd = simd || IsId(k, "__aicore__") || IsId(k, "__vector__") || IsId(k, "__cube__");
            simt = simt || IsId(k, "__simt_vf__") || IsId(k, "__simt_callee__");
            if (Punct(k) == '(') {
                const std::size_t close = Matching(k);
                if (close >= brace)
                    return false;
                if (k > head && IsId(k - 1, "__launch_bounds__") && close > k + 1)
                    launchBounds = std::string(
                        src_.substr(toks_[k + 1].begin, toks_[close - 1].end - toks_[k + 1].begin));
                params = k;
                k = close;
            }
        }
        if (!(simt || (global && !simd)) || params >= toks_.size())
            return false;
        if (global && !simd)
            *bounds = launchBounds;
        // Each parameter: a pointer when '*' is at its top level; its name is its last identifier before '='.
        const std::size_t end = Matching(params);
        std::size_t start = params + 1;
        int angles = 0; // template arguments: their commas do not split parameters
        for (std::size_t k = params + 1; k <= end; ++k) {
            const char c = Punct(k);
            if (k != end && (c == '(' || c == '[' || c == '{')) {
                k = Matching(k);
                continue;
            }
            angles += c == '<' ? 1 : (c == '>' && angles > 0) ? -1 : 0;
            if (k != end && (c != ',' || angles > 0))
                continue;
            bool star = false;
            std::string name;
            int inner = 0;
            for (std::size_t p = start; p < k; ++p) {
                const char pc = Punct(p);
                if (pc == '=')
                    break;
                inner += pc == '<' ? 1 : pc == '>' ? -1 : 0;
                star = star || (pc == '*' && inner == 0);
                if (toks_[p].kind == TokenKind::Identifier)
                    name = std::string(Text(p));
            }
            if (star && !name.empty())
                pointers->insert(name);
            start = k + 1;
        }
        return true;
    }

    // The first non-blank source bytes after / before a position.
    std::string_view After(std::size_t pos, std::size_t n) const
    {
        while (pos < src_.size() && (src_[pos] == ' ' || src_[pos] == '\t' || src_[pos] == '\n' || src_[pos] == '\r'))
            ++pos;
        return src_.substr(pos, n);
    }
    std::string_view Before(std::size_t pos, std::size_t n) const
    {
        while (pos > 0 &&
               (src_[pos - 1] == ' ' || src_[pos - 1] == '\t' || src_[pos - 1] == '\n' || src_[pos - 1] == '\r'))
            --pos;
        return pos >= n ? src_.substr(pos - n, n) : std::string_view{};
    }

    // Whether the element `name[...]` closed at `close` is written: an assignment or a compound assignment
    // follows, or an increment / decrement is applied to it.
    bool Written(std::size_t name, std::size_t close) const
    {
        const std::string_view next2 = After(toks_[close].end, 2);
        const std::string_view next3 = After(toks_[close].end, 3);
        if (!next2.empty() && next2[0] == '=' && next2 != "==")
            return true;
        static const char* const kOps[] = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "++", "--"};
        for (const char* op : kOps) {
            if (next2 == op)
                return true;
        }
        if (next3 == "<<=" || next3 == ">>=")
            return true;
        const std::string_view prev2 = Before(toks_[name].begin, 2);
        return prev2 == "++" || prev2 == "--";
    }

    void RewriteBody(std::size_t first, std::size_t last, const std::set<std::string>& pointers, SimtGmRewriteResult& r)
    {
        if (pointers.empty())
            return;
        for (std::size_t k = first; k < last; ++k) {
            if (toks_[k].directive != 0 || toks_[k].kind != TokenKind::Identifier || Punct(k + 1) != '[')
                continue;
            const std::string name(Text(k));
            if (pointers.count(name) == 0)
                continue;
            // A member of that name (a.p[i], a->p[i], N::p[i]) or a declaration of a local array shadowing it
            // (float p[4];) is not the parameter.
            if (k > first) {
                const std::size_t p = k - 1;
                const std::string_view prev = Text(p);
                if (prev == "." || prev == "->" || prev == "::")
                    continue;
                if (toks_[p].kind == TokenKind::Identifier && !IsExpressionKeyword(prev))
                    continue;
                if (toks_[p].kind == TokenKind::Punct && Text(p) == ":" && k >= 2 && Text(k - 2) == ":")
                    continue;
            }
            const std::size_t close = Matching(k + 1);
            if (close >= last || close == k + 2)
                continue;
            inserts_.push_back(
                SourceEdit{toks_[k + 2].begin, toks_[k + 2].begin, "::ascsim::simt::GmIndex(" + name + ", "});
            inserts_.push_back(SourceEdit{toks_[close].begin, toks_[close].begin,
                                          std::string(", '") + (Written(k, close) ? 'w' : 'r') + "')"});
            ++r.subscripts;
        }
    }

    // Keywords an expression may follow (`return expf(x)`, `case ::a:`): not a type or a namespace before a name.
    static bool IsExpressionKeyword(std::string_view w)
    {
        return w == "return" || w == "case" || w == "else" || w == "do" || w == "throw" || w == "co_return" ||
               w == "co_yield" || w == "co_await";
    }

    // Calls of the SDK's SIMT math functions that carry a C library name (`atanhf(x)`, `::expf(x)`) call the
    // device function (ascendc_sim/simt_api/device_math.h): `::ascsim::simt::device_math::atanhf(x)`. Members
    // (`a.expf(x)`), other namespaces' functions (`std::expf`, `N::expf`) and names not called are left alone.
    void RewriteDeviceMathCalls(std::size_t first, std::size_t last, SimtGmRewriteResult& r)
    {
#define ASCSIM_SIMT_DEVICE_MATH_NAME(name) #name,
        static const std::set<std::string_view> kNames = {ASCSIM_SIMT_DEVICE_MATH_NAMES(ASCSIM_SIMT_DEVICE_MATH_NAME)};
#undef ASCSIM_SIMT_DEVICE_MATH_NAME
        for (std::size_t k = first; k < last; ++k) {
            if (toks_[k].directive != 0 || toks_[k].kind != TokenKind::Identifier || Punct(k + 1) != '(' ||
                kNames.count(Text(k)) == 0)
                continue;
            bool global = false; // qualified by a leading `::` (the global namespace)
            if (k > first) {
                const std::size_t p = k - 1;
                const std::string_view prev = Text(p);
                if (prev == "." || prev == "->")
                    continue;
                std::size_t scope = toks_.size(); // the token before a `::`
                if (prev == "::")
                    scope = p;
                else if (prev == ":" && k >= 2 && Text(k - 2) == ":")
                    scope = k - 2;
                if (scope != toks_.size()) {
                    const bool named = scope > first && ((toks_[scope - 1].kind == TokenKind::Identifier &&
                                                          !IsExpressionKeyword(Text(scope - 1))) ||
                                                         Punct(scope - 1) == '>');
                    if (named)
                        continue; // N::expf, T<...>::expf
                    global = true;
                } else if (toks_[p].kind == TokenKind::Identifier && !IsExpressionKeyword(prev)) {
                    continue; // a declaration (`float expf(float);`)
                }
            }
            inserts_.push_back(SourceEdit{toks_[k].begin, toks_[k].begin,
                                          global ? "ascsim::simt::device_math::" : "::ascsim::simt::device_math::"});
            ++r.mathCalls;
        }
    }

    static bool IsKeywordStart(std::string_view w)
    {
        // Statements that are not a declaration of a stack array, and declarations whose arrays are not on the
        // thread's stack (static / extern storage, UB or GM, compile-time constants) or that name a type.
        static const std::set<std::string_view> kWords = {
            "return",        "if",      "for",       "while",     "switch",       "do",       "else",   "case",
            "default",       "goto",    "break",     "continue",  "throw",        "delete",   "new",    "static",
            "extern",        "typedef", "using",     "constexpr", "thread_local", "__ubuf__", "__gm__", "__shared__",
            "static_assert", "asm",     "__asm__",   "template",  "struct",       "class",    "union",  "enum",
            "try",           "catch",   "co_return", "co_yield",  "co_await"};
        return kWords.count(w) != 0;
    }

    // Whether the brace at `open` starts a compound statement (a block, a loop or branch body, a lambda body), not
    // a class body or an initializer list; *isSwitch when it is a switch body.
    bool IsBlockBrace(std::size_t open, std::size_t bodyOpen, bool* isSwitch) const
    {
        *isSwitch = false;
        if (open == bodyOpen)
            return true;
        std::size_t p = open;
        do {
            --p;
        } while (p > bodyOpen && toks_[p].directive != 0);
        const char c = Punct(p);
        if (c == ';' || c == '{' || c == '}' || c == ':')
            return true;
        if (toks_[p].kind == TokenKind::Identifier)
            return IsId(p, "else") || IsId(p, "do") || IsId(p, "try") || IsId(p, "mutable");
        if (c != ')')
            return false;
        int d = 0;
        for (std::size_t k = p; k > bodyOpen; --k) {
            if (toks_[k].directive != 0)
                continue;
            d += Punct(k) == ')' ? 1 : Punct(k) == '(' ? -1 : 0;
            if (d == 0) {
                *isSwitch = IsId(k - 1, "switch");
                return true;
            }
        }
        return false;
    }

    // The local arrays a SIMT function's body declares (lang/simt_stack.h): after each declaration statement of
    // a block, one ::ascsim::simt::StackObject per array it declares, holding the array's bytes while in scope.
    // Not in switch bodies (an object with a destructor may not be jumped over to a case label), class bodies
    // or initializers.
    void DeclareStackArrays(std::size_t bodyOpen, std::size_t bodyClose, SimtGmRewriteResult& r)
    {
        struct Scope {
            bool block;
            bool inSwitch;
        };
        std::vector<Scope> scopes;
        int parens = 0;
        bool atStart = false;
        for (std::size_t k = bodyOpen; k < bodyClose; ++k) {
            if (toks_[k].directive != 0)
                continue;
            const char c = Punct(k);
            if (c == '{') {
                bool isSwitch = false;
                const bool block = (scopes.empty() || scopes.back().block) && parens == 0 &&
                                   IsBlockBrace(k, bodyOpen, &isSwitch);
                scopes.push_back(Scope{block, isSwitch});
                atStart = true;
                continue;
            }
            if (c == '}') {
                if (!scopes.empty())
                    scopes.pop_back();
                atStart = parens == 0;
                continue;
            }
            if (c == '(' || c == '[')
                ++parens;
            else if ((c == ')' || c == ']') && parens > 0)
                --parens;
            if (c == ';') {
                atStart = parens == 0;
                continue;
            }
            const bool start = atStart;
            atStart = false;
            if (!start || scopes.empty() || !scopes.back().block || scopes.back().inSwitch ||
                toks_[k].kind != TokenKind::Identifier || IsKeywordStart(Text(k)))
                continue;
            std::vector<std::string> arrays;
            const std::size_t end = DeclarationEnd(k, bodyClose, &arrays);
            if (end >= bodyClose || arrays.empty())
                continue;
            std::string objects;
            for (const std::string& name : arrays) {
                objects += " ::ascsim::simt::StackObject ascsim_stack_object_" + std::to_string(r.stackArrays++) +
                           "(sizeof(" + name + "));";
            }
            inserts_.push_back(SourceEdit{toks_[end].end, toks_[end].end, objects});
            k = end;
            atStart = true;
        }
    }

    // For a statement starting at `first` (an identifier): the `;` ending it when it declares local arrays
    // (`float a[320];`, `T<int> b[4][8] = {}, *c[2];`), with their names in *arrays; bodyClose otherwise.
    std::size_t DeclarationEnd(std::size_t first, std::size_t bodyClose, std::vector<std::string>* arrays) const
    {
        int angles = 0;
        for (std::size_t k = first + 1; k < bodyClose; ++k) {
            if (toks_[k].directive != 0)
                continue;
            const char c = Punct(k);
            if (c == ';')
                return k;
            if (c == '(' || c == '{' || c == '}')
                return bodyClose; // a call, an expression or a definition: not a plain declaration
            if (c == '=') {
                // An initializer: skip it to the next declarator or the end; before any array, an expression.
                if (arrays->empty())
                    return bodyClose;
                for (++k; k < bodyClose && Punct(k) != ';' && Punct(k) != ','; ++k) {
                    if (Punct(k) == '(' || Punct(k) == '[' || Punct(k) == '{')
                        k = Matching(k);
                }
                if (Punct(k) == ';')
                    return k;
                continue;
            }
            angles += c == '<' ? 1 : (c == '>' && angles > 0) ? -1 : 0;
            if (toks_[k].kind == TokenKind::Identifier && Punct(k + 1) == '[' && angles == 0) {
                const char prev = Punct(k - 1);
                const bool declarator = toks_[k - 1].kind == TokenKind::Identifier || prev == '*' || prev == '&' ||
                                        prev == ',' || prev == '>';
                if (!declarator)
                    return bodyClose;
                arrays->push_back(std::string(Text(k)));
                std::size_t close = k;
                while (Punct(close + 1) == '[')
                    close = Matching(close + 1);
                k = close;
            }
        }
        return bodyClose;
    }

    std::string_view src_;
    std::vector<Token> toks_;
    std::vector<SourceEdit> inserts_;
};

} // namespace

SimtGmRewriteResult RewriteSimtGmSubscripts(std::string_view source) { return SimtGmRewriter(source).Run(); }

} // namespace ascsim::bisheng
