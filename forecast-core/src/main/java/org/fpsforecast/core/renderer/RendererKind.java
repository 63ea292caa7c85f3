package org.fpsforecast.core.renderer;

/** What a WebGL renderer string turned out to be, before any catalog lookup. */
public enum RendererKind {
    /** Names a hardware GPU (or a family of them). */
    HARDWARE,
    /** A software or virtual renderer (SwiftShader, llvmpipe, Microsoft Basic Render Driver, VM adapters): no GPU. */
    SOFTWARE,
    /** The browser hides the GPU (Safari's "Apple GPU", "WebKit WebGL", an empty string). */
    MASKED
}
