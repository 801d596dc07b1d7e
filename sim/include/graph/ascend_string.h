// ge::AscendString (sim stand-in): an immutable, cheaply copyable string.
// API names follow CANN graph/ascend_string.h (reference: hicann/metadef inc/external/graph/ascend_string.h).
#ifndef ASCSIM_GRAPH_ASCEND_STRING_H_
#define ASCSIM_GRAPH_ASCEND_STRING_H_

#include <cstring>
#include <functional>
#include <memory>
#include <string>

#include "graph/types.h"

namespace ge {
class AscendString {
public:
    AscendString() = default;
    AscendString(const char_t* const name)
    { // NOLINT: implicit like CANN
        if (name != nullptr) {
            str_ = std::make_shared<const std::string>(name);
        }
    }
    AscendString(const char_t* const name, size_t length)
    {
        if (name != nullptr) {
            str_ = std::make_shared<const std::string>(name, length);
        }
    }
    const char_t* GetString() const { return str_ == nullptr ? "" : str_->c_str(); }
    size_t GetLength() const { return str_ == nullptr ? 0U : str_->size(); }
    size_t Find(const AscendString& sub) const
    {
        const size_t pos = View().find(sub.View());
        return pos;
    }
    size_t Hash() const { return std::hash<std::string>()(View()); }
    bool operator<(const AscendString& d) const { return View() < d.View(); }
    bool operator>(const AscendString& d) const { return View() > d.View(); }
    bool operator<=(const AscendString& d) const { return View() <= d.View(); }
    bool operator>=(const AscendString& d) const { return View() >= d.View(); }
    bool operator==(const AscendString& d) const { return View() == d.View(); }
    bool operator!=(const AscendString& d) const { return View() != d.View(); }
    bool operator==(const char_t* const d) const { return d != nullptr && View() == d; }
    bool operator!=(const char_t* const d) const { return !(*this == d); }

private:
    const std::string& View() const
    {
        static const std::string kEmpty;
        return str_ == nullptr ? kEmpty : *str_;
    }
    std::shared_ptr<const std::string> str_;
};
} // namespace ge

namespace std {
template <>
struct hash<ge::AscendString> {
    size_t operator()(const ge::AscendString& s) const { return s.Hash(); }
};
} // namespace std

#endif // ASCSIM_GRAPH_ASCEND_STRING_H_
