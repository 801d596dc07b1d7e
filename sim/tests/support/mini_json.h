// A small strict JSON reader for the tests (RFC 8259 grammar; \u escapes beyond ASCII are kept as '?').
// Used to check that the emulator's trace files are valid JSON and to read their events back.
#pragma once

#include <cctype>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace mjson {

struct Value {
    enum Kind { kNull, kBool, kNum, kStr, kArr, kObj } kind = kNull;
    bool b = false;
    double n = 0.0;
    std::string s;
    std::vector<Value> a;
    std::vector<std::pair<std::string, Value>> o;

    const Value* Get(const std::string& key) const
    {
        for (const auto& kv : o) {
            if (kv.first == key) {
                return &kv.second;
            }
        }
        return nullptr;
    }
};

class Parser {
public:
    explicit Parser(const std::string& text) : t_(text) {}

    // True when the whole text is one JSON value; otherwise `error` says where it broke.
    bool Parse(Value& out, std::string& error)
    {
        Ws();
        if (!ParseValue(out, 0)) {
            error = "invalid JSON at offset " + std::to_string(i_);
            return false;
        }
        Ws();
        if (i_ != t_.size()) {
            error = "trailing characters at offset " + std::to_string(i_);
            return false;
        }
        return true;
    }

private:
    void Ws()
    {
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) {
            ++i_;
        }
    }
    bool Lit(const char* w)
    {
        const std::string word(w);
        if (t_.compare(i_, word.size(), word) != 0) {
            return false;
        }
        i_ += word.size();
        return true;
    }
    bool ParseValue(Value& v, int depth)
    {
        if (i_ >= t_.size() || depth > 64) {
            return false;
        }
        const char c = t_[i_];
        if (c == '{') {
            return ParseObject(v, depth);
        }
        if (c == '[') {
            return ParseArray(v, depth);
        }
        if (c == '"') {
            v.kind = Value::kStr;
            return ParseString(v.s);
        }
        if (c == 't' || c == 'f') {
            v.kind = Value::kBool;
            v.b = c == 't';
            return Lit(v.b ? "true" : "false");
        }
        if (c == 'n') {
            v.kind = Value::kNull;
            return Lit("null");
        }
        return ParseNumber(v);
    }
    bool Digits()
    {
        const size_t start = i_;
        while (i_ < t_.size() && std::isdigit(static_cast<unsigned char>(t_[i_]))) {
            ++i_;
        }
        return i_ > start;
    }
    bool ParseNumber(Value& v)
    {
        const size_t start = i_;
        if (i_ < t_.size() && t_[i_] == '-') {
            ++i_;
        }
        if (i_ < t_.size() && t_[i_] == '0') {
            ++i_;
        } else if (!Digits()) {
            return false;
        }
        if (i_ < t_.size() && t_[i_] == '.') {
            ++i_;
            if (!Digits()) {
                return false;
            }
        }
        if (i_ < t_.size() && (t_[i_] == 'e' || t_[i_] == 'E')) {
            ++i_;
            if (i_ < t_.size() && (t_[i_] == '+' || t_[i_] == '-')) {
                ++i_;
            }
            if (!Digits()) {
                return false;
            }
        }
        v.kind = Value::kNum;
        v.n = std::strtod(t_.substr(start, i_ - start).c_str(), nullptr);
        return true;
    }
    bool ParseString(std::string& out)
    {
        ++i_; // opening quote
        while (i_ < t_.size()) {
            const char c = t_[i_++];
            if (c == '"') {
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                return false;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (i_ >= t_.size()) {
                return false;
            }
            const char e = t_[i_++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    if (i_ + 4 > t_.size()) {
                        return false;
                    }
                    const std::string hex = t_.substr(i_, 4);
                    for (char h : hex) {
                        if (!std::isxdigit(static_cast<unsigned char>(h))) {
                            return false;
                        }
                    }
                    const long code = std::strtol(hex.c_str(), nullptr, 16);
                    out += code < 0x80 ? static_cast<char>(code) : '?';
                    i_ += 4;
                    break;
                }
                default:
                    return false;
            }
        }
        return false;
    }
    bool ParseArray(Value& v, int depth)
    {
        v.kind = Value::kArr;
        ++i_;
        Ws();
        if (i_ < t_.size() && t_[i_] == ']') {
            ++i_;
            return true;
        }
        while (true) {
            Ws();
            v.a.emplace_back();
            if (!ParseValue(v.a.back(), depth + 1)) {
                return false;
            }
            Ws();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            if (i_ < t_.size() && t_[i_] == ']') {
                ++i_;
                return true;
            }
            return false;
        }
    }
    bool ParseObject(Value& v, int depth)
    {
        v.kind = Value::kObj;
        ++i_;
        Ws();
        if (i_ < t_.size() && t_[i_] == '}') {
            ++i_;
            return true;
        }
        while (true) {
            Ws();
            if (i_ >= t_.size() || t_[i_] != '"') {
                return false;
            }
            std::string key;
            if (!ParseString(key)) {
                return false;
            }
            Ws();
            if (i_ >= t_.size() || t_[i_] != ':') {
                return false;
            }
            ++i_;
            Ws();
            v.o.emplace_back(std::move(key), Value{});
            if (!ParseValue(v.o.back().second, depth + 1)) {
                return false;
            }
            Ws();
            if (i_ < t_.size() && t_[i_] == ',') {
                ++i_;
                continue;
            }
            if (i_ < t_.size() && t_[i_] == '}') {
                ++i_;
                return true;
            }
            return false;
        }
    }

    const std::string& t_;
    size_t i_ = 0;
};

} // namespace mjson
