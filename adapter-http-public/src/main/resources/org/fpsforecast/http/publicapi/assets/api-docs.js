// Starts Swagger UI (served from this jar) on the two OpenAPI documents listed in #swagger-ui's data-urls.
(function () {
  "use strict";
  var root = document.getElementById("swagger-ui");
  if (!root || typeof SwaggerUIBundle !== "function") {
    return;
  }
  var urls = JSON.parse(root.getAttribute("data-urls"));
  SwaggerUIBundle({
    urls: urls,
    "urls.primaryName": urls[0].name,
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
})();
