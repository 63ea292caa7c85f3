// "Can my PC run it": reads the browser's WebGL renderer and opens this page again with it (?renderer=). The server
// identifies the card as /api/public/v1/canrun does: a card it knows leads to its result page; a software, masked or
// unknown renderer comes back as this page saying why. A navigation, not a fetch, so a renderer that names no card is
// never a failed request in the console. Texts come from #detect's data attributes, in the page's language.
(function () {
  "use strict";
  var box = document.getElementById("detect");
  if (!box) {
    return;
  }
  var d = box.dataset;
  var status = document.getElementById("detect-status");
  var button = document.getElementById("detect-button");
  box.hidden = false;

  function webglRenderer() {
    try {
      var canvas = document.createElement("canvas");
      var gl = canvas.getContext("webgl") || canvas.getContext("experimental-webgl");
      if (!gl) {
        return null;
      }
      var info = gl.getExtension("WEBGL_debug_renderer_info");
      var name = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
      return typeof name === "string" && name.length > 0 ? name : null;
    } catch (e) {
      return null;
    }
  }

  function focusChoice() {
    var gpu = document.getElementById("canrun-gpu");
    if (gpu) {
      gpu.focus();
    }
  }

  function detect() {
    status.textContent = d.detecting;
    var renderer = webglRenderer();
    if (!renderer) {
      // No WebGL at all: nothing to send.
      status.textContent = d.cannot;
      box.setAttribute("data-outcome", "unidentified");
      focusChoice();
      return;
    }
    status.textContent = d.detected.replace("{renderer}", renderer);
    if (!d.game) {
      return;
    }
    window.location.replace(d.page + "?game=" + encodeURIComponent(d.game) +
      "&renderer=" + encodeURIComponent(renderer));
  }

  button.addEventListener("click", detect);
  if (d.outcome === "unidentified") {
    // The server read the renderer and said why it names no card: the choice is next.
    focusChoice();
  } else if (d.game && d.asked === undefined) {
    detect();
  }
})();
