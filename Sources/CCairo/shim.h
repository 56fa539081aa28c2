// Cairo for drawing and Pango (through pangocairo) for text, from Debian's libcairo2-dev and libpango1.0-dev.
#include <cairo.h>
#include <pango/pangocairo.h>
