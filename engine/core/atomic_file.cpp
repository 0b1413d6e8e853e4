#include "engine/core/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace skirmish {

namespace {

std::string describe_errno(int err) {
  return std::strerror(err);
}

// Closes a descriptor on every exit path.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  // Closes now, reporting the error close() may give for delayed writes.
  int close_now() {
    const int rc = ::close(fd_);
    fd_ = -1;
    return rc;
  }

 private:
  int fd_;
};

// A name no other writer (thread or process) is using at the same moment.
std::filesystem::path temporary_name_for(const std::filesystem::path& path) {
  static std::atomic<unsigned> counter{0};
  std::filesystem::path tmp = path;
  tmp += ".tmp." + std::to_string(::getpid()) + "." + std::to_string(counter++);
  return tmp;
}

void write_all(int fd, std::string_view content, const std::filesystem::path& path) {
  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw FileError("cannot write " + path.string() + ": " + describe_errno(errno));
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
}

// Makes the rename itself durable; a failure here is not worth failing a
// save over (some filesystems refuse to fsync directories).
void sync_directory(const std::filesystem::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view content) {
  const std::filesystem::path tmp = temporary_name_for(path);
  {
    FileDescriptor fd(::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (fd.get() < 0) {
      throw FileError("cannot write " + path.string() + ": cannot create a temporary file in " +
                      "its directory (" + describe_errno(errno) + ")");
    }
    try {
      write_all(fd.get(), content, path);
      if (::fsync(fd.get()) != 0) {
        throw FileError("cannot write " + path.string() + ": " + describe_errno(errno));
      }
      if (fd.close_now() != 0) {
        throw FileError("cannot write " + path.string() + ": " + describe_errno(errno));
      }
    } catch (...) {
      ::unlink(tmp.c_str());
      throw;
    }
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw FileError("cannot write " + path.string() + ": " + describe_errno(err));
  }
  sync_directory(path.parent_path());
}

std::string read_whole_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw FileError("cannot read " + path.string() + ": it is a directory");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw FileError("cannot read " + path.string() + ": " + describe_errno(errno));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw FileError("cannot read " + path.string() + ": read error");
  return text.str();
}

}  // namespace skirmish
