// Debian's libxml2 is built with ICU, so its encoding.h pulls in the
// system's <unicode/ucnv.h>, whose UErrorCode clashes with the newer ICU in
// Foundation (_FoundationICU) when both meet in one compilation. Nothing
// here touches xmlCharEncodingHandler's ICU fields, so libxml2's headers are
// read without ICU (the handler is only ever used through pointers).
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "../../LazyLibraries/include/LazyLibrary.h"

/// What HTMLDocument and HTMLNode call, through `xkcd_xml()`.
#define XKCD_XML_FUNCTIONS(X)                                                                                  \
    X(htmlReadMemory) X(xmlFreeDoc) X(xmlDocGetRootElement) X(xmlUnlinkNode) X(xmlFreeNode)

XKCD_LAZY_DECLARE(xml, XKCD_XML_FUNCTIONS)
