// Starts Swagger UI (served from this jar) on the first OpenAPI document listed in #swagger-ui's data-urls; the
// page's buttons (#api-choice, hidden without JavaScript) switch between the documents.
(function () {
  "use strict";
  var root = document.getElementById("swagger-ui");
  if (!root || typeof SwaggerUIBundle !== "function") {
    return;
  }
  var urls = JSON.parse(root.getAttribute("data-urls"));
  var ui = SwaggerUIBundle({
    url: urls[0].url,
    dom_id: "#swagger-ui",
    deepLinking: false,
    validatorUrl: null,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
  var choice = document.getElementById("api-choice");
  if (!choice) {
    return;
  }
  choice.hidden = false;
  var buttons = choice.querySelectorAll("button[data-url]");
  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      var url = button.getAttribute("data-url");
      buttons.forEach(function (b) {
        b.setAttribute("aria-pressed", b === button ? "true" : "false");
      });
      ui.specActions.updateUrl(url);
      ui.specActions.download(url);
    });
  });
})();
