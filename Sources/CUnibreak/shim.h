#include <linebreak.h>
