// "Can my PC run it": reads the browser's WebGL renderer and asks the public API for a forecast on it. Texts and
// addresses come from #detect's data attributes, written by the server in the page's language.
(function () {
  "use strict";
  var box = document.getElementById("detect");
  if (!box) {
    return;
  }
  var d = box.dataset;
  var status = document.getElementById("detect-status");
  var result = document.getElementById("detect-result");
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

  function cannotIdentify(before) {
    status.textContent = (typeof before === "string" ? before + " " : "") + d.cannot;
    box.setAttribute("data-outcome", "unidentified");
    var gpu = document.getElementById("canrun-gpu");
    if (gpu) {
      gpu.focus();
    }
  }

  function show(answer) {
    result.textContent = "";
    var fps = document.createElement("p");
    fps.className = "figure";
    var number = document.createElement("span");
    number.className = "fps";
    number.textContent = answer.fps;
    var badge = document.createElement("span");
    badge.className = "badge " + answer.source;
    badge.textContent = answer.labels.source;
    fps.appendChild(number);
    fps.appendChild(document.createTextNode(" " + d.fpsLabel + " "));
    fps.appendChild(badge);
    var link = document.createElement("a");
    link.href = answer.url;
    link.textContent = d.resultLabel + ": " + answer.game.name + ", " + answer.gpu.name;
    result.appendChild(fps);
    result.appendChild(link);
    box.setAttribute("data-outcome", "identified");
  }

  function detect() {
    status.textContent = d.detecting;
    var renderer = webglRenderer();
    if (!renderer) {
      cannotIdentify();
      return;
    }
    status.textContent = d.detected.replace("{renderer}", renderer);
    if (!d.game) {
      return;
    }
    var url = d.api + "?game=" + encodeURIComponent(d.game) + "&renderer=" + encodeURIComponent(renderer) +
      "&lang=" + encodeURIComponent(d.lang);
    fetch(url, { headers: { Accept: "application/json" } })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (answer) {
        if (answer.ok && answer.body.ok) {
          show(answer.body);
        } else {
          cannotIdentify(d.detected.replace("{renderer}", renderer));
        }
      })
      .catch(function () {
        cannotIdentify(d.detected.replace("{renderer}", renderer));
      });
  }

  button.addEventListener("click", detect);
  if (d.game) {
    detect();
  }
})();
