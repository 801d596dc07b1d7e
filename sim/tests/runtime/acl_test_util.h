// Shared helpers of the runtime tests.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "acl/acl.h"
#include "ascsim/runtime.h"

// The newest-first recent error message of this thread ("" when none); clears it.
inline std::string RecentErr()
{
    const char* msg = aclGetRecentErrMsg();
    return msg != nullptr ? std::string(msg) : std::string();
}

// aclInit + device 0 for every test; aclFinalize afterwards, so tests stay independent whether
// ctest runs them one per process or the binary runs them all in one.
class AclTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
        ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
        (void)aclGetRecentErrMsg();
    }
    void TearDown() override
    {
        (void)aclFinalize();
        (void)aclGetRecentErrMsg();
    }
};

// Sets an environment variable for one scope.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value) : name_(name)
    {
        const char* old = std::getenv(name);
        if (old != nullptr) {
            had_ = true;
            old_ = old;
        }
        if (value != nullptr) {
            setenv(name, value, 1);
        } else {
            unsetenv(name);
        }
    }
    ~ScopedEnv()
    {
        if (had_) {
            setenv(name_.c_str(), old_.c_str(), 1);
        } else {
            unsetenv(name_.c_str());
        }
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    std::string name_;
    std::string old_;
    bool had_ = false;
};

// Re-initialises acl so that environment-based configuration takes effect.
inline void Reinit()
{
    (void)aclFinalize();
    ASSERT_EQ(aclInit(nullptr), ACL_SUCCESS);
    ASSERT_EQ(aclrtSetDevice(0), ACL_SUCCESS);
}
