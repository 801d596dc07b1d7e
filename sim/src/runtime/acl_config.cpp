// The aclInit configuration reader of acl_config.h: a strict JSON parser (RFC 8259) that keeps the settings the
// simulator acts on.
#include "acl_config.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace ascsim::rt {
namespace {

constexpr int kMaxNesting = 10; // aclInit 参数说明: "{" at most 10 levels deep, "[" at most 10

class JsonReader {
public:
    explicit JsonReader(const std::string& text) : s_(text) {}

    bool Document(AclConfig* config, std::string* error)
    {
        config_ = config;
        Skip();
        if (Peek() != '{')
            return Fail("the file does not hold a JSON object", error);
        if (!Value(Where::kTop) || (Skip(), pos_ != s_.size()))
            return Fail(error_.empty() ? "text after the JSON object" : error_, error);
        return true;
    }

private:
    enum class Where { kTop, kStackSize, kSimtStack, kSimtDivergence, kOther };

    char Peek() const { return pos_ < s_.size() ? s_[pos_] : '\0'; }
    void Skip()
    {
        while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
            ++pos_;
    }
    bool Fail(const std::string& why, std::string* error) const
    {
        *error = why + " (at byte " + std::to_string(pos_) + ")";
        return false;
    }
    bool Bad(const std::string& why)
    {
        if (error_.empty())
            error_ = why;
        return false;
    }

    bool Value(Where where)
    {
        Skip();
        const char c = Peek();
        if (where == Where::kSimtStack || where == Where::kSimtDivergence)
            return Size(where); // a number, not an object or an array
        if (c == '{' || c == '[') {
            int& depth = c == '{' ? braces_ : brackets_;
            if (++depth > kMaxNesting)
                return Bad(std::string("more than 10 levels of '") + c + "'");
            const bool ok = c == '{' ? Object(where) : Array();
            --depth;
            return ok;
        }
        if (c == '"')
            return String(nullptr);
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c)))
            return Number(nullptr);
        for (const char* word : {"true", "false", "null"}) {
            if (s_.compare(pos_, std::char_traits<char>::length(word), word) == 0) {
                pos_ += std::char_traits<char>::length(word);
                return true;
            }
        }
        return Bad("not a JSON value");
    }

    bool Object(Where where)
    {
        ++pos_; // '{'
        Skip();
        if (Peek() == '}') {
            ++pos_;
            return true;
        }
        for (;;) {
            Skip();
            std::string key;
            if (Peek() != '"' || !String(&key))
                return Bad("an object key is not a string");
            Skip();
            if (Peek() != ':')
                return Bad("':' missing after an object key");
            ++pos_;
            Where member = Where::kOther;
            if (where == Where::kTop)
                member = key == "StackSize" ? Where::kStackSize : Where::kOther;
            if (where == Where::kTop && member == Where::kOther)
                config_->hasOtherSettings = true; // dump, profiling, printf FIFO sizes ...: not modeled
            else if (where == Where::kStackSize && key == "simt_stack_size")
                member = Where::kSimtStack;
            else if (where == Where::kStackSize && key == "simt_divergence_stack_size")
                member = Where::kSimtDivergence;
            else if (where == Where::kStackSize)
                config_->hasOtherSettings = true; // aicore_stack_size: the SIMD stack, not modeled
            if (member == Where::kStackSize) {
                Skip();
                if (Peek() != '{')
                    return Bad("\"StackSize\" is not an object");
            }
            if (!Value(member))
                return false;
            const int next = NextItem('}', "',' or '}' missing in an object");
            if (next != 0)
                return next > 0;
        }
    }

    // After a member or an element: a ',' (another follows: 0), the closing bracket (1), or an error (-1).
    int NextItem(char close, const char* error)
    {
        Skip();
        if (Peek() == ',' || Peek() == close) {
            return s_[pos_++] == close ? 1 : 0;
        }
        Bad(error);
        return -1;
    }

    bool Array()
    {
        ++pos_; // '['
        Skip();
        if (Peek() == ']') {
            ++pos_;
            return true;
        }
        for (;;) {
            if (!Value(Where::kOther))
                return false;
            const int next = NextItem(']', "',' or ']' missing in an array");
            if (next != 0)
                return next > 0;
        }
    }

    bool String(std::string* out)
    {
        ++pos_; // '"'
        while (pos_ < s_.size()) {
            const char c = s_[pos_++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20)
                return Bad("a control character inside a string");
            if (c == '\\') {
                const char e = Peek();
                if (e == 'u') {
                    for (int i = 1; i <= 4; ++i) {
                        if (!std::isxdigit(static_cast<unsigned char>(pos_ + i < s_.size() ? s_[pos_ + i] : '\0')))
                            return Bad("a bad \\u escape");
                    }
                    pos_ += 5;
                    continue;
                }
                if (std::char_traits<char>::find("\"\\/bfnrt", 8, e) == nullptr)
                    return Bad("a bad escape in a string");
                ++pos_;
                if (out != nullptr)
                    out->push_back(e);
                continue;
            }
            if (out != nullptr)
                out->push_back(c);
        }
        return Bad("an unterminated string");
    }

    // A JSON number; *value its value when given.
    bool Number(double* value)
    {
        const std::size_t start = pos_;
        if (Peek() == '-')
            ++pos_;
        if (Peek() == '0') {
            ++pos_;
        } else if (std::isdigit(static_cast<unsigned char>(Peek()))) {
            while (std::isdigit(static_cast<unsigned char>(Peek())))
                ++pos_;
        } else {
            return Bad("a bad number");
        }
        if (Peek() == '.') {
            ++pos_;
            if (!std::isdigit(static_cast<unsigned char>(Peek())))
                return Bad("a bad number");
            while (std::isdigit(static_cast<unsigned char>(Peek())))
                ++pos_;
        }
        if (Peek() == 'e' || Peek() == 'E') {
            ++pos_;
            if (Peek() == '+' || Peek() == '-')
                ++pos_;
            if (!std::isdigit(static_cast<unsigned char>(Peek())))
                return Bad("a bad number");
            while (std::isdigit(static_cast<unsigned char>(Peek())))
                ++pos_;
        }
        if (value != nullptr)
            *value = std::strtod(s_.substr(start, pos_ - start).c_str(), nullptr);
        return true;
    }

    // simt_stack_size / simt_divergence_stack_size: a whole number of bytes, rounded up to 128.
    bool Size(Where where)
    {
        const char* name = where == Where::kSimtStack ? "simt_stack_size" : "simt_divergence_stack_size";
        double v = 0;
        if (!(Peek() == '-' || std::isdigit(static_cast<unsigned char>(Peek()))) || !Number(&v))
            return Bad(std::string("\"") + name + "\" is not a number");
        if (v < 0 || v != std::floor(v) || v > 0xFFFFFF80u)
            return Bad(std::string("\"") + name + "\" is not a whole number of bytes in [0, 4294967168]");
        const uint32_t bytes = static_cast<uint32_t>((static_cast<uint64_t>(v) + kSimtStackGranule - 1) /
                                                     kSimtStackGranule * kSimtStackGranule);
        (where == Where::kSimtStack ? config_->simtStack.threadBytes : config_->simtStack.divergenceWarpBytes) = bytes;
        return true;
    }

    const std::string& s_;
    std::size_t pos_ = 0;
    int braces_ = 0;
    int brackets_ = 0;
    AclConfig* config_ = nullptr;
    std::string error_;
};

} // namespace

bool ParseAclConfig(const std::string& text, AclConfig* config, std::string* error)
{
    AclConfig parsed;
    JsonReader reader(text);
    if (!reader.Document(&parsed, error))
        return false;
    if (parsed.simtStack.threadBytes == 0 && parsed.simtStack.divergenceWarpBytes == 0) {
        // 25-02_Enumerations.md (aclrtDeviceLimit): the two SIMT stacks may not both be 0.
        *error = "\"simt_stack_size\" and \"simt_divergence_stack_size\" are both 0";
        return false;
    }
    *config = parsed;
    return true;
}

} // namespace ascsim::rt
