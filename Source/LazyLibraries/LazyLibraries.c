// The image and HTML libraries, opened on first use (see LazyLibrary.h).
// Each shim lists the functions Swift and PNGReduce call through its API.
#include "../CSystem/CChafa/shim.h"
#include "../CSystem/CGIF/shim.h"
#include "../CSystem/CLibXML2/shim.h"
#include "../CSystem/CPNG/shim.h"
#include "../CSystem/CTurboJPEG/shim.h"

// libchafa loads GLib: g_string_free is found through it.
XKCD_LAZY_DEFINE(chafa, XKCD_CHAFA_FUNCTIONS, "libchafa.so.0")
XKCD_LAZY_DEFINE(gif, XKCD_GIF_FUNCTIONS, "libgif.so.7")
XKCD_LAZY_DEFINE(xml, XKCD_XML_FUNCTIONS, "libxml2.so.2")
XKCD_LAZY_DEFINE(png, XKCD_PNG_FUNCTIONS, "libpng16.so.16")
XKCD_LAZY_DEFINE(jpeg, XKCD_JPEG_FUNCTIONS, "libturbojpeg.so.0")
