// The SIMT GM-access rewrite of simt_gm_rewriter.h, on the tokens of cpp_lexer.h.
#include "simt_gm_rewriter.h"

#include <set>

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
                if (toks_[p].kind == TokenKind::Identifier && prev != "return" && prev != "case" && prev != "else" &&
                    prev != "do" && prev != "throw")
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

    std::string_view src_;
    std::vector<Token> toks_;
    std::vector<SourceEdit> inserts_;
};

} // namespace

SimtGmRewriteResult RewriteSimtGmSubscripts(std::string_view source) { return SimtGmRewriter(source).Run(); }

} // namespace ascsim::bisheng
