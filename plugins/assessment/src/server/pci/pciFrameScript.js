// The script of the PCI frame (pciFrame.ts serves it inline, allowed by its hash). It runs in an
// iframe sandboxed without same-origin: it talks to the page that framed it only, by postMessage.
// Plain JavaScript on purpose: it is sent as written, with no build step between.
(function () {
  'use strict';
  var host = window.parent;
  var definitions = {};
  var values = {};
  var types = {};
  var loadingId = null;
  var started = false;
  var instance = null;
  var last = null;

  function post(message) {
    message.lms = 'pci';
    // The host's origin is not ours to know here (this frame's origin is opaque); what is posted is the taker's own answer.
    host.postMessage(message, '*');
  }
  function fail(error) {
    post({ type: 'error', message: String((error && error.message) || error) });
  }

  // The standard's context: a PCI module registers its type here (QTI 3.0, qtiCustomInteractionContext).
  var context = {
    register: function (pci) {
      if (pci && typeof pci.typeIdentifier === 'string' && typeof pci.getInstance === 'function') types[pci.typeIdentifier] = pci;
    },
    notifyReady: function () {},
  };

  // A minimal AMD loader: the modules are all here before any runs (no path is ever fetched).
  function define(id, deps, factory) {
    if (typeof id !== 'string') {
      factory = deps;
      deps = id;
      id = loadingId;
    }
    if (!Array.isArray(deps)) {
      factory = deps;
      deps = ['require', 'exports', 'module'];
    }
    if (id !== null && !Object.prototype.hasOwnProperty.call(definitions, id)) definitions[id] = { deps: deps, factory: factory };
  }
  define.amd = {};

  function resolve(id, chain) {
    if (id === 'qtiCustomInteractionContext') return context;
    if (Object.prototype.hasOwnProperty.call(values, id)) return values[id];
    if (!Object.prototype.hasOwnProperty.call(definitions, id)) throw new Error('The module "' + id + '" is not one of the interaction\'s modules.');
    if (chain.indexOf(id) >= 0) throw new Error('The module "' + id + '" depends on itself.');
    var definition = definitions[id];
    var module = { id: id, exports: {} };
    var args = definition.deps.map(function (dependency) {
      if (dependency === 'exports') return module.exports;
      if (dependency === 'module') return module;
      if (dependency === 'require') return require;
      return resolve(dependency, chain.concat(id));
    });
    var made = typeof definition.factory === 'function' ? definition.factory.apply(null, args) : definition.factory;
    values[id] = made !== undefined ? made : module.exports;
    return values[id];
  }
  function require(deps, callback) {
    if (typeof deps === 'string') return resolve(deps, []);
    var resolved = deps.map(function (dependency) {
      return resolve(dependency, []);
    });
    if (typeof callback === 'function') callback.apply(null, resolved);
  }
  window.define = define;
  window.require = require;
  window.requirejs = require;

  // Each module runs from a blob (the frame's policy allows blob: scripts and its own hash only), one after another.
  function load(modules, index, done) {
    if (index === modules.length) return done();
    var script = document.createElement('script');
    script.src = URL.createObjectURL(new Blob([modules[index].source], { type: 'text/javascript' }));
    loadingId = modules[index].id;
    script.onload = function () {
      loadingId = null;
      load(modules, index + 1, done);
    };
    script.onerror = function () {
      fail('The module "' + modules[index].id + '" could not be run.');
    };
    document.head.appendChild(script);
  }

  function report() {
    if (!instance) return;
    try {
      var response = instance.getResponse();
      var state = typeof instance.getState === 'function' ? instance.getState() : null;
      var written = JSON.stringify([response, state]);
      if (written === last) return;
      last = written;
      // Kept as JSON: the standard's getState gives a string, some PCIs an object; either comes back as it was.
      post({ type: 'response', response: response === undefined ? null : response, state: state === undefined || state === null || state === '' ? null : JSON.stringify(state) });
    } catch (error) {
      fail(error);
    }
  }
  function reportSoon() {
    setTimeout(report, 0);
  }

  function restored(state) {
    if (typeof state !== 'string') return undefined;
    try {
      return JSON.parse(state);
    } catch (error) {
      return undefined;
    }
  }

  function start(setup) {
    document.documentElement.lang = setup.lang || 'en';
    var root = place;
    root.innerHTML = setup.markup;
    if (setup.status === 'review') root.inert = true;
    load(setup.modules, 0, function () {
      try {
        resolve(setup.module, []);
        var registered = Object.keys(types);
        // The standard's own example registers a type written otherwise than its item names it: one type registered is the one.
        var pci = types[setup.typeIdentifier] || (registered.length === 1 ? types[registered[0]] : undefined);
        if (!pci) throw new Error('The module "' + setup.module + '" did not register the type "' + setup.typeIdentifier + '".');
        var configuration = {
          properties: setup.properties,
          templateVariables: {},
          contextVariables: {},
          boundTo: setup.boundTo,
          responseIdentifier: setup.responseIdentifier,
          status: setup.status,
          onready: function (ready) {
            instance = ready;
            last = null;
            if (setup.status !== 'review') report();
            post({ type: 'ready' });
          },
          ondone: function () {
            report();
          },
        };
        pci.getInstance(root, configuration, restored(setup.state));
      } catch (error) {
        fail(error);
      }
    });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== host || !event.data || event.data.lms !== 'pci') return;
    if (event.data.type === 'start' && !started) {
      started = true;
      start(event.data);
    } else if (event.data.type === 'complete' && instance && typeof instance.oncompleted === 'function') {
      report();
      instance.oncompleted();
    }
  });
  ['input', 'change', 'click', 'keyup', 'pointerup'].forEach(function (name) {
    document.addEventListener(name, reportSoon, true);
  });
  // The host sizes the frame to its content (the frame's own scroll height never drops below the frame's height).
  var place = document.getElementById('pci');
  new ResizeObserver(function () {
    post({ type: 'height', height: Math.ceil(place.getBoundingClientRect().bottom) + 8 });
  }).observe(place);
  post({ type: 'loaded' });
})();
