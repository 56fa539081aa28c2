// SDL2 for the window host (Sources/UIKitWindowHost); tests and headless runs never load it.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>

// libdispatch's handle for the main queue (an eventfd on Linux), readable while main-queue work is
// pending: the window host's waker watches it so that SDL_WaitEvent wakes for Dispatch work.
extern int _dispatch_get_main_queue_handle_4CF(void);
