package org.fpsforecast.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.lang.ArchRule;

/**
 * The hexagon's boundaries. Each rule names packages that exist; ArchUnit fails a rule whose subject is empty, so
 * emptying a package makes its rule fail too.
 */
final class ArchitectureRules {
    private ArchitectureRules() {}

    static ArchRule coreIsPureJavaAndGuava(String corePackage) {
        return classes()
                .that()
                .resideInAPackage(corePackage + "..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(corePackage + "..", "java..", "com.google.common..")
                .andShould()
                .onlyDependOnClassesThat()
                .resideOutsideOfPackages(
                        "java.sql..",
                        "javax.sql..",
                        "java.nio.file..",
                        "java.net..",
                        "java.io.File..",
                        "com.google.common.io..",
                        "com.google.common.net..")
                .because("the core is pure Java 17 + Guava: no Javalin, Jackson, picocli, JDBC or I/O");
    }

    static ArchRule coreDependsOnNoAdapterOrData() {
        return noClasses()
                .that()
                .resideInAPackage("org.fpsforecast.core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.fpsforecast.data..",
                        "org.fpsforecast.http..",
                        "org.fpsforecast.cli..",
                        "org.fpsforecast.server..",
                        "org.fpsforecast.builds..",
                        "org.fpsforecast.importer..",
                        "org.fpsforecast.guard..");
    }

    static ArchRule dataDependsOnNoAdapter() {
        return dataDependsOnNoAdapter("org.fpsforecast.data");
    }

    /**
     * The data module knows no adapter, no web framework and not the server's limiter libraries (Bucket4j, Lettuce:
     * adapter-limits has them), so an embedder of the catalog does not inherit them.
     */
    static ArchRule dataDependsOnNoAdapter(String dataPackage) {
        return noClasses()
                .that()
                .resideInAPackage(dataPackage + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.fpsforecast.http..",
                        "org.fpsforecast.limits..",
                        "org.fpsforecast.cli..",
                        "org.fpsforecast.server..",
                        "io.javalin..",
                        "picocli..",
                        "io.github.bucket4j..",
                        "io.lettuce..");
    }

    static ArchRule embeddersGetTheCatalogOnly() {
        return embeddersGetTheCatalogOnly("org.fpsforecast.data");
    }

    /**
     * forecast-data is what an embedder of the {@code Forecaster} adds: the catalog and its loader need the core, Guava
     * and Java only, so it brings no importer, database, circuit-breaker or JSON library (those are forecast-importer's
     * and forecast-builds', which only the command line and the server add).
     */
    static ArchRule embeddersGetTheCatalogOnly(String dataPackage) {
        return classes()
                .that()
                .resideInAPackage(dataPackage + "..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(dataPackage + "..", "org.fpsforecast.core..", "java..", "com.google.common..")
                .because("embedders of the catalog get no server or build-tool library (docs/EMBEDDING.md)");
    }

    /**
     * The core's main code names no HTTP concept: no class of it is called after CORS, entity tags, headers, quotas,
     * rate limits, client identification, query parameters or response caching (adapter-http-common holds those).
     */
    static ArchRule coreNamesNoHttpConcept(String corePackage) {
        return noClasses()
                .that()
                .resideInAPackage(corePackage + "..")
                .should()
                .haveNameMatching(".*\\.[^.]*(Http|Cors|EntityTag|ETag|Header|Quota|RateLimit|ClientIdentifier"
                        + "|QueryParameter|ResponseCache|StatusCode)[^.]*")
                .orShould()
                .resideInAPackage(corePackage + ".access..")
                .because("the core knows nothing of HTTP (README); adapter-http-common holds the HTTP rules");
    }

    /** The HTTP rules both interfaces share know neither interface, nor the command line, the data or the limiters. */
    static ArchRule commonHttpKnowsNeitherInterface(String commonPackage) {
        return noClasses()
                .that()
                .resideInAPackage(commonPackage + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.fpsforecast.http.publicapi..",
                        "org.fpsforecast.http.v1..",
                        "org.fpsforecast.cli..",
                        "org.fpsforecast.server..",
                        "org.fpsforecast.data..",
                        "org.fpsforecast.builds..",
                        "org.fpsforecast.importer..",
                        "org.fpsforecast.limits..",
                        "picocli..");
    }

    static ArchRule httpAdapterDependsOnCoreOnly(String adapter, String otherAdapter) {
        return noClasses()
                .that()
                .resideInAPackage(adapter + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        otherAdapter + "..",
                        "org.fpsforecast.cli..",
                        "org.fpsforecast.server..",
                        "org.fpsforecast.data..",
                        "org.fpsforecast.builds..",
                        "org.fpsforecast.importer..",
                        "org.fpsforecast.limits..",
                        "picocli..")
                .because(
                        "HTTP adapters own their JSON shapes and depend on forecast-core and adapter-http-common only");
    }

    /**
     * The internal packages of forecast-core and forecast-importer are implementation: only their own module uses them
     * (embedders and adapters go through the public API, e.g. {@code Forecaster}), so they can change in any release.
     */
    static ArchRule internalPackagesStayInTheirModule(String module) {
        return classes()
                .that()
                .resideInAPackage(module + ".internal..")
                .should()
                .onlyHaveDependentClassesThat()
                .resideInAPackage(module + "..")
                .because("the internal packages are not part of the public API (docs/EMBEDDING.md)");
    }

    /**
     * The commands parse options and print answers; the HTTP server (Jetty and Javalin) is forecast-server's, which
     * {@code serve} starts and stops.
     */
    static ArchRule commandsTouchNeitherJettyNorJavalin(String cliPackage) {
        return noClasses()
                .that()
                .resideInAPackage(cliPackage + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.javalin..", "org.eclipse.jetty..")
                .because("forecast-server configures, starts and stops the HTTP server; the commands only ask it to");
    }

    /** The server module is wiring and the HTTP runtime: it reads no command line (adapter-cli does). */
    static ArchRule serverReadsNoCommandLine(String serverPackage) {
        return noClasses()
                .that()
                .resideInAPackage(serverPackage + "..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.fpsforecast.cli..", "picocli..")
                .because("serve is options -> start -> await stop: the options are adapter-cli's");
    }

    static ArchRule noCyclesBetweenModules() {
        return slices().matching("org.fpsforecast.(*)..").should().beFreeOfCycles();
    }

    static ArchRule noCyclesInsideTheCore() {
        return slices().matching("org.fpsforecast.core.(*)..").should().beFreeOfCycles();
    }

    /**
     * No two packages depend on each other, in any module: each package is a slice ({@code (**)} captures the whole
     * package name), so a module's packages form layers a reader can take one at a time.
     */
    static ArchRule noCyclesBetweenPackages(String root) {
        return slices().matching(root + ".(**)").should().beFreeOfCycles();
    }
}
