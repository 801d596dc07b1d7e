// The C API rewrites of c_api_rewriter.h, on the tokens of cpp_lexer.h.
#include "c_api_rewriter.h"

#include "cpp_lexer.h"
#include "source_edits.h"

#include <algorithm>
#include <set>
#include <vector>

namespace ascsim::bisheng {
namespace {

using Edit = SourceEdit;

class CApiRewriter {
public:
    CApiRewriter(std::string_view src, const std::string& file) : src_(src), file_(file), toks_(LexCpp(src)) {}

    CApiRewriteResult Run()
    {
        CApiRewriteResult result;
        CollectVfNames();
        std::vector<char> scopes;  // 'b' block, 'c' class body, 'n' namespace / extern "C", '(' '[' brackets
        std::size_t headStart = 0; // first token of the current statement head
        for (std::size_t i = 0; i < toks_.size(); ++i) {
            if (T(i).directive != 0)
                continue;
            const char c = PunctChar(i);
            if (c == '{') {
                scopes.push_back(BraceKind(headStart, i, scopes));
                headStart = i + 1;
            } else if (c == '(' || c == '[') {
                scopes.push_back(c);
            } else if (c == '}' || c == ')' || c == ']') {
                if (!scopes.empty())
                    scopes.pop_back();
                if (c == '}')
                    headStart = i + 1;
            } else if (c == ';') {
                headStart = i + 1;
            } else if (T(i).kind == TokenKind::Identifier && Text(i) == "__ubuf__" && !scopes.empty() &&
                       scopes.back() == 'b' && DeclarationStart(i)) {
                PlaceUbArray(i, toks_.size(), result);
            } else if (T(i).kind == TokenKind::Identifier && Text(i) == "__ubuf__" && !scopes.empty() &&
                       scopes.back() == 'b' && IsId(Prev(i), "extern") && DeclarationStart(Prev(i))) {
                PlaceUbArray(i, Prev(i), result);
            } else if (IsAddrRegUpdate(i)) {
                RewriteAddrRegUpdate(i, result);
            } else if (T(i).kind == TokenKind::Identifier && vfNames_.count(std::string(Text(i))) != 0 &&
                       vfDecls_.count(i) == 0) {
                RewriteVfCall(i, result);
            }
        }
        result.text = ApplyEdits(src_, std::move(edits_));
        return result;
    }

private:
    const Token& T(std::size_t i) const { return toks_[i]; }
    std::string_view Text(std::size_t i) const { return TokenText(src_, toks_[i]); }
    char PunctChar(std::size_t i) const
    {
        return i < toks_.size() && T(i).kind == TokenKind::Punct && T(i).end - T(i).begin == 1 ? src_[T(i).begin] :
                                                                                                 '\0';
    }
    bool IsId(std::size_t i, std::string_view s) const
    {
        return i < toks_.size() && T(i).kind == TokenKind::Identifier && Text(i) == s;
    }
    // The previous token in ordinary code (not in a directive); toks_.size() if none.
    std::size_t Prev(std::size_t i) const
    {
        while (i > 0) {
            --i;
            if (T(i).directive == 0)
                return i;
        }
        return toks_.size();
    }
    void Error(std::size_t i, const std::string& message, CApiRewriteResult& r) const
    {
        r.errors.push_back(file_ + ":" + std::to_string(T(i).line) + ": error: " + message);
    }
    // Tokens [first, last] joined by single spaces where the source had anything between them.
    std::string Normalized(std::size_t first, std::size_t last) const
    {
        std::string out;
        for (std::size_t k = first; k <= last; ++k) {
            if (k > first && T(k - 1).end != T(k).begin)
                out += ' ';
            out.append(Text(k));
        }
        return out;
    }

    // What a '{' at `brace` opens, from its statement head [head, brace).
    char BraceKind(std::size_t head, std::size_t brace, const std::vector<char>& scopes) const
    {
        bool paren = false, record = false, ns = false;
        for (std::size_t k = head; k < brace; ++k) {
            if (T(k).directive != 0)
                continue;
            paren = paren || PunctChar(k) == '(';
            record = record || IsId(k, "struct") || IsId(k, "class") || IsId(k, "union") || IsId(k, "enum");
            ns = ns || IsId(k, "namespace") || IsId(k, "extern");
        }
        if (ns && !paren)
            return 'n';
        if (record && !paren)
            return 'c';
        // A brace after '=' or inside brackets is an initializer: not a block either.
        if (!scopes.empty() && (scopes.back() == '(' || scopes.back() == '['))
            return 'i';
        const std::size_t p = Prev(brace);
        if (p < toks_.size() && (PunctChar(p) == '=' || PunctChar(p) == ',' || T(p).kind == TokenKind::Identifier))
            return p < toks_.size() && T(p).kind == TokenKind::Identifier &&
                           (IsId(p, "else") || IsId(p, "do") || IsId(p, "try") || IsId(p, "const") ||
                            IsId(p, "noexcept") || IsId(p, "override")) ?
                       'b' :
                       'i';
        return 'b';
    }

    bool DeclarationStart(std::size_t i) const
    {
        const std::size_t p = Prev(i);
        return p >= toks_.size() || PunctChar(p) == ';' || PunctChar(p) == '{' || PunctChar(p) == '}';
    }

    // The ']' closing the '[' at `open` (nested brackets balanced); toks_.size() if none.
    std::size_t CloseBracket(std::size_t open) const
    {
        int depth = 0;
        for (std::size_t k = open; k < toks_.size(); ++k) {
            const char c = PunctChar(k);
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if (c == ')' || c == ']' || c == '}') {
                if (--depth == 0)
                    return c == ']' ? k : toks_.size();
            } else if (c == ';')
                return toks_.size();
        }
        return toks_.size();
    }

    // A block-scope UB declaration, from its `__ubuf__` (and the `extern` before it, `ext`, or toks_.size()):
    //   __ubuf__ T name[N];          a static array: this core's UB slot for the site
    //   __ubuf__ T name;             a static scalar: a one-element slot (shared by a block's SIMT threads)
    //   extern __ubuf__ T name[];    the launch's dynamic UB (dyn_ubuf_size), one region for every such name
    void PlaceUbArray(std::size_t ubuf, std::size_t ext, CApiRewriteResult& r)
    {
        // Type tokens up to the name: identifiers, '::' and balanced template arguments.
        std::size_t k = ubuf + 1;
        int angles = 0;
        for (; k < toks_.size(); ++k) {
            const char c = PunctChar(k);
            if (angles > 0) {
                if (c == ';' || c == '{' || c == '}')
                    return;
                angles += c == '<' ? 1 : c == '>' ? -1 : 0;
                continue;
            }
            if (c == '<') {
                ++angles;
                continue;
            }
            if (T(k).kind == TokenKind::Identifier && (PunctChar(k + 1) == '[' || PunctChar(k + 1) == ';'))
                break;
            if (T(k).kind == TokenKind::Identifier && k > ubuf + 1 &&
                (PunctChar(k + 1) == '=' || PunctChar(k + 1) == ',')) {
                // AI-Core-SIMT编程/内存层级.md (共享内存): the form the simulator places in its UB; another is not
                // emulated
                Error(k,
                      "the simulator places a block-scope __ubuf__ variable in the Unified Buffer only in the form "
                      "`__ubuf__ T name;` (one declarator, no initializer): declare `" +
                          std::string(Text(k)) + "` on its own and assign it after",
                      r);
                return;
            }
            if (T(k).kind != TokenKind::Identifier && !(T(k).kind == TokenKind::Punct && Text(k) == "::"))
                return; // a pointer, a reference, a function ...: no UB array
        }
        if (k >= toks_.size() || k == ubuf + 1)
            return;
        const std::size_t name = k;
        const std::string type = Normalized(ubuf + 1, name - 1);
        const std::string site = file_ + ":" + std::to_string(T(name).line) + ":" + std::string(Text(name));
        const std::string siteLiteral = "\"" + EscapeForStringLiteral(site) + "\"";
        if (ext < toks_.size()) {
            // `extern __ubuf__ T name[];` names the dynamic UB of the launch
            if (PunctChar(name + 1) != '[' || PunctChar(name + 2) != ']' || PunctChar(name + 3) != ';') {
                // AI-Core-SIMT编程/内存层级.md (共享内存): the form the simulator places in its UB; another is not
                // emulated
                Error(name,
                      "the simulator places the dynamic Unified Buffer only in the form `extern __ubuf__ T name[];` "
                      "(one declarator, no size): declare `" +
                          std::string(Text(name)) + "` on its own",
                      r);
                return;
            }
            edits_.push_back(Edit{T(ext).begin, T(name + 2).end,
                                  "__ubuf__ " + type + " (&" + std::string(Text(name)) +
                                      ")[] = *::ascsim::asc::DynamicUbArrayAt<" + type + ">(" + siteLiteral + ")"});
            ++r.ubArrays;
            return;
        }
        if (PunctChar(name + 1) == ';') {
            // 内存层级.md (共享内存): a __ubuf__ variable lives in UB, one per core, seen by all of a block's threads
            edits_.push_back(Edit{T(name).begin, T(name).end,
                                  "&" + std::string(Text(name)) + " = (*::ascsim::asc::UbArrayAt<" + type + "[1]>(" +
                                      siteLiteral + "))[0]"});
            ++r.ubArrays;
            return;
        }
        std::size_t last = name;
        while (PunctChar(last + 1) == '[') {
            const std::size_t close = CloseBracket(last + 1);
            if (close >= toks_.size())
                return;
            if (close == last + 2) {
                // C语言编程概述.md (静态申请): the form the simulator places in its UB; another is not emulated
                Error(name,
                      "the simulator places a __ubuf__ array in the Unified Buffer only with a constant size "
                      "(`__ubuf__ T name[N];`) or as the dynamic UB (`extern __ubuf__ T name[];`); `" +
                          std::string(Text(name)) + "[]` is neither",
                      r);
                return;
            }
            last = close;
        }
        if (PunctChar(last + 1) != ';') {
            // C语言编程概述.md (静态申请): the form the simulator places in its UB; another is not emulated
            Error(name,
                  "the simulator places a block-scope __ubuf__ array in the Unified Buffer only in the form "
                  "`__ubuf__ T name[N];` (one declarator, no initializer): declare `" +
                      std::string(Text(name)) + "` on its own and fill it with the C API's copies",
                  r);
            return;
        }
        const std::string dims = Normalized(name + 1, last);
        std::string text = "(&" + std::string(Text(name)) + ")";
        text.append(src_.substr(T(name + 1).begin, T(last).end - T(name + 1).begin)); // newlines kept
        text += " = *::ascsim::asc::UbArrayAt<" + type + dims + ">(" + siteLiteral + ")";
        edits_.push_back(Edit{T(name).begin, T(last).end, text});
        ++r.ubArrays;
    }

    // The names of the functions declared __simd_vf__, and their declaring tokens.
    void CollectVfNames()
    {
        for (std::size_t i = 0; i < toks_.size(); ++i) {
            if (T(i).directive != 0 || !IsId(i, "__simd_vf__"))
                continue;
            for (std::size_t k = i + 1; k < toks_.size(); ++k) {
                const char c = PunctChar(k);
                if (c == ';' || c == '{' || c == '}' || c == '=')
                    break;
                if (c == '(') {
                    if (k > i + 1 && T(k - 1).kind == TokenKind::Identifier) {
                        vfNames_.insert(std::string(Text(k - 1)));
                        vfDecls_.insert(k - 1);
                    }
                    break;
                }
            }
        }
    }

    // The '>' closing the template arguments opened at `lt`; toks_.size() if none.
    std::size_t CloseAngle(std::size_t lt) const
    {
        int angles = 0, brackets = 0;
        for (std::size_t k = lt; k < toks_.size(); ++k) {
            const char c = PunctChar(k);
            if (c == '(' || c == '[' || c == '{')
                ++brackets;
            else if (c == ')' || c == ']' || c == '}')
                --brackets;
            else if (c == ';')
                return toks_.size();
            else if (brackets == 0 && c == '<')
                ++angles;
            else if (brackets == 0 && c == '>' && --angles == 0)
                return k;
            if (brackets < 0)
                return toks_.size();
        }
        return toks_.size();
    }

    void RewriteVfCall(std::size_t name, CApiRewriteResult& r)
    {
        const std::size_t p = Prev(name);
        if (p < toks_.size()) {
            const std::string_view pt = Text(p);
            const bool statementStart = pt == ";" || pt == "{" || pt == "}" || pt == ")" || pt == ":" ||
                                        IsId(p, "return") || IsId(p, "else") || IsId(p, "do");
            if (!statementStart)
                return; // a declaration, a qualified name, an address taken, asc_vf_call<f> ...
        }
        std::size_t paren = name + 1;
        std::size_t closeAngle = toks_.size();
        if (PunctChar(paren) == '<') {
            closeAngle = CloseAngle(paren);
            if (closeAngle >= toks_.size())
                return;
            paren = closeAngle + 1;
        }
        if (PunctChar(paren) != '(')
            return;
        edits_.push_back(Edit{T(name).begin, T(name).begin, "asc_vf_call<"});
        const std::size_t at = closeAngle < toks_.size() ? T(closeAngle).end : T(name).end;
        edits_.push_back(Edit{at, at, closeAngle < toks_.size() ? " >" : ">"});
        ++r.vfCalls;
    }

    // ---- asc_update_addr_reg_bN: the enclosing for-loops' variables passed along -------------------

    bool IsAddrRegUpdate(std::size_t i) const
    {
        if (!(IsId(i, "asc_update_addr_reg_b8") || IsId(i, "asc_update_addr_reg_b16") ||
              IsId(i, "asc_update_addr_reg_b32")) ||
            PunctChar(i + 1) != '(')
            return false;
        const std::size_t p = Prev(i);
        // A declaration (`addr_reg asc_update_addr_reg_b8(`) or a qualified name is left alone.
        return p >= toks_.size() || T(p).kind != TokenKind::Identifier || IsId(p, "return");
    }

    // The '(' matching the ')' at `close`; toks_.size() if none.
    std::size_t OpenParen(std::size_t close) const
    {
        int depth = 0;
        for (std::size_t k = close + 1; k-- > 0;) {
            if (T(k).directive != 0)
                continue;
            const char c = PunctChar(k);
            if (c == ')')
                ++depth;
            else if (c == '(' && --depth == 0)
                return k;
        }
        return toks_.size();
    }
    std::size_t CloseParen(std::size_t open) const
    {
        int depth = 0;
        for (std::size_t k = open; k < toks_.size(); ++k) {
            if (T(k).directive != 0)
                continue;
            const char c = PunctChar(k);
            if (c == '(')
                ++depth;
            else if (c == ')' && --depth == 0)
                return k;
        }
        return toks_.size();
    }
    // The '{' of the innermost block around token `pos`; toks_.size() if none.
    std::size_t EnclosingBrace(std::size_t pos) const
    {
        int depth = 0;
        for (std::size_t k = pos; k-- > 0;) {
            if (T(k).directive != 0)
                continue;
            const char c = PunctChar(k);
            if (c == '}')
                ++depth;
            else if (c == '{' && depth-- == 0)
                return k;
        }
        return toks_.size();
    }
    // The first token of the statement holding `pos`, after `limit` (its enclosing '{').
    std::size_t StatementStart(std::size_t pos, std::size_t limit) const
    {
        int parens = 0;
        std::size_t k = pos;
        while (k > 0 && k - 1 != limit) {
            const std::size_t q = k - 1;
            const char c = T(q).directive != 0 ? '\0' : PunctChar(q);
            if (c == ')')
                ++parens;
            else if (c == '(' && parens > 0)
                --parens;
            else if (parens == 0 && (c == ';' || c == '{' || c == '}'))
                break;
            k = q;
        }
        return k;
    }

    // The variable of the for-loop whose header is (open, close), or "" with `why` set. The hardware loop's
    // index is its iteration count, the loop variable's value only for a loop from 0 in steps of 1 (the
    // form of every page's and example's loop): other headers are refused rather than given a wrong offset.
    std::string LoopVariable(std::size_t open, std::size_t close, std::string& why) const
    {
        std::size_t semi1 = toks_.size(), semi2 = toks_.size();
        int depth = 0;
        for (std::size_t k = open + 1; k < close; ++k) {
            const char c = PunctChar(k);
            depth += (c == '(' || c == '[' || c == '{') ? 1 : (c == ')' || c == ']' || c == '}') ? -1 : 0;
            if (depth == 0 && c == ';')
                (semi1 == toks_.size() ? semi1 : semi2) = k;
        }
        if (semi2 == toks_.size()) {
            why = "a range-based or malformed for-loop";
            return "";
        }
        std::size_t init = toks_.size();
        for (std::size_t k = open + 1; k < semi1; ++k)
            if (PunctChar(k) == '=' || PunctChar(k) == '{') {
                init = k;
                break;
            }
        if (init == toks_.size() || init == open + 1 || T(init - 1).kind != TokenKind::Identifier) {
            why = "no `T v = 0` in its header";
            return "";
        }
        const std::string var(Text(init - 1));
        const bool braced = PunctChar(init) == '{';
        const std::string_view zero = Text(init + 1);
        const bool fromZero = (zero == "0" || zero == "0u" || zero == "0U") &&
                              (braced ? PunctChar(init + 2) == '}' && init + 3 == semi1 : init + 2 == semi1);
        if (!fromZero) {
            why = "`" + var + "` does not start at 0";
            return "";
        }
        const std::string step = Normalized(semi2 + 1, close - 1);
        if (step != "++" + var && step != var + "++" && step != var + " += 1" && step != var + "+=1") {
            why = "`" + var + "` does not step by 1 (`++" + var + "`)";
            return "";
        }
        return var;
    }

    void RewriteAddrRegUpdate(std::size_t name, CApiRewriteResult& r)
    {
        std::vector<std::string> loops; // innermost first
        std::string why;
        auto addLoop = [&](std::size_t forTok) {
            const std::size_t close = CloseParen(forTok + 1);
            const std::string v = close < toks_.size() ? LoopVariable(forTok + 1, close, why) : "";
            if (v.empty() && why.empty())
                why = "an unbalanced for-loop header";
            loops.push_back(v);
            return close;
        };
        std::size_t pos = name;
        while (why.empty()) {
            const std::size_t open = EnclosingBrace(pos);
            // Brace-less loops: `for (...) for (...) call;` in the statement holding pos, outer first.
            std::vector<std::size_t> bare;
            for (std::size_t k = StatementStart(pos, open); k < pos && IsId(k, "for") && PunctChar(k + 1) == '(';) {
                bare.push_back(k);
                k = CloseParen(k + 1) + 1;
            }
            for (auto it = bare.rbegin(); it != bare.rend() && why.empty(); ++it)
                addLoop(*it);
            if (open >= toks_.size() || !why.empty())
                break;
            const std::size_t p = Prev(open);
            if (p < toks_.size() && PunctChar(p) == ')') {
                const std::size_t o = OpenParen(p);
                const std::size_t kw = o < toks_.size() ? Prev(o) : toks_.size();
                if (IsId(kw, "for")) {
                    addLoop(kw);
                    pos = kw;
                } else if (IsId(kw, "if") || IsId(kw, "switch")) {
                    pos = kw;
                } else if (IsId(kw, "while")) {
                    why = "a while-loop encloses it (the simulator reads the index from a for-loop variable)";
                } else {
                    break; // the function's body
                }
            } else if (p < toks_.size() && IsId(p, "do")) {
                why = "a do-loop encloses it (the simulator reads the index from a for-loop variable)";
            } else if (p >= toks_.size() || PunctChar(p) == ';' || PunctChar(p) == '{' || PunctChar(p) == '}' ||
                       IsId(p, "else")) {
                pos = open; // a plain block or an else branch
            } else {
                break; // a lambda's or a function's body
            }
        }
        const std::string api(Text(name));
        if (!why.empty()) {
            Error(name,
                  "cannot pass the loop indices of " + api +
                      " (asc_update_addr_reg.md: index_k is the k-th "
                      "enclosing loop's iteration count): " +
                      why,
                  r);
            return;
        }
        if (loops.empty() || loops.size() > 4) {
            Error(name,
                  api + " inside " + std::to_string(loops.size()) +
                      " for-loops: addr_reg is set in the innermost body of 1 to 4 loops "
                      "(asc_update_addr_reg.md, 约束说明)",
                  r);
            return;
        }
        std::string text = "::ascsim::capi::LoopIndices{";
        for (std::size_t k = 0; k < loops.size(); ++k)
            text += (k ? ", " : "") + loops[k];
        text += "}";
        const std::size_t paren = name + 1;
        text += PunctChar(paren + 1) == ')' ? "" : ", ";
        edits_.push_back(Edit{T(paren).end, T(paren).end, text});
        ++r.addrRegUpdates;
    }

    std::string_view src_;
    const std::string& file_;
    std::vector<Token> toks_;
    std::set<std::string> vfNames_;
    std::set<std::size_t> vfDecls_;
    std::vector<Edit> edits_;
};

} // namespace

CApiRewriteResult RewriteCApi(std::string_view source, const std::string& fileName)
{
    return CApiRewriter(source, fileName).Run();
}

} // namespace ascsim::bisheng
